// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/

/** Names staff type for others to read (a season, a fee, a calendar): words, not control characters. */
export function isPlainName(text: string, max: number): boolean {
  return text.length > 0 && text.length <= max && !CONTROL_CHARACTERS.test(text)
}
