/**
 * The languages a guest can read the site in, where the browser and the server may both import
 * them: English first, then the ones with a path prefix (app/i18n/languages.ts).
 */
export const LANGUAGES = ['en', 'fil', 'ko', 'zh', 'ja'] as const
export type Language = (typeof LANGUAGES)[number]
