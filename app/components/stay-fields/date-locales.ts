import type { Locale } from 'date-fns'
import type { Language } from '../../i18n/languages'

/** A language's month and day names for the picker, and how its calendar heads a month. */
export type DateLocale = { locale: Locale; monthHeading: string }

/**
 * Each language's date locale, loaded with the picker and only on that language's pages: none
 * reaches an English page or the first-load JS. The month heading is written as each language
 * writes it ('2026년 12월', '2026年12月'); Filipino keeps the picker's own ('Disyembre 2026').
 */
const DATE_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<DateLocale>> = {
  fil: () =>
    import('./fil-date-locale').then(({ fil }) => ({ locale: fil, monthHeading: 'LLLL yyyy' })),
  ko: () =>
    import('date-fns/locale/ko').then(({ ko }) => ({ locale: ko, monthHeading: 'yyyy년 M월' })),
  zh: () =>
    import('date-fns/locale/zh-CN').then(({ zhCN }) => ({
      locale: zhCN,
      monthHeading: 'yyyy年M月',
    })),
  ja: () =>
    import('date-fns/locale/ja').then(({ ja }) => ({ locale: ja, monthHeading: 'yyyy年M月' })),
}

/** The page's language's date locale; English keeps the picker's own (date-fns's en-US). */
export async function loadDateLocale(lang: Language): Promise<DateLocale | undefined> {
  return lang === 'en' ? undefined : DATE_LOCALES[lang]()
}
