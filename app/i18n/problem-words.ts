import { fill } from './locale'

export type Known<W> = readonly (readonly [keyof W, Record<string, number>])[]

/**
 * The browser and the server check a guest's details and dates with domain/'s rules, which
 * word their problems in English (the staff console shows them as they are). A guest page in
 * another language finds the English sentence among the ones it knows and says it in its own
 * words; one it does not know stays as it came.
 */
export function inLanguage<W>(message: string, english: W, words: W, known: Known<W>): string {
  const match = known.find(([key, values]) => fill(String(english[key]), values) === message)
  return match ? fill(String(words[match[0]]), match[1]) : message
}
