/**
 * The languages a guest may read the site and their mail in. Here, not in app/, because the
 * server stores the one a guest booked in and writes their mail in it, and never imports app/.
 */
export const LANGUAGES = ['en', 'fil', 'ko', 'zh', 'ja'] as const
export type Language = (typeof LANGUAGES)[number]
