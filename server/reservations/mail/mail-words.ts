/** A guest's mail in the language they booked in (./words/, one file a language). */
import type { Language } from '../../../domain/languages'
import { en, type MailWords } from './words/en'
import { fil } from './words/fil'
import { ja } from './words/ja'
import { ko } from './words/ko'
import { zh } from './words/zh'

export const MAIL_WORDS: Record<Language, MailWords> = { en, fil, ko, zh, ja }

/** Absent (a letter from before languages) is English. */
export function mailWordsIn(language: Language | undefined): MailWords {
  return MAIL_WORDS[language ?? 'en']
}
