interface ImportMetaEnv {
  /** Set by vite.config.ts from the SITE_ORIGIN environment variable at build time. */
  readonly SITE_ORIGIN: string
}
