/** The published origin, fixed at build time by vite.config.ts from SITE_ORIGIN. */
export const SITE_ORIGIN: string = import.meta.env.SITE_ORIGIN
