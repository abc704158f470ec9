interface ImportMetaEnv {
  /** Set by vite.config.ts from the SITE_ORIGIN environment variable at build time. */
  readonly SITE_ORIGIN: string
  /**
   * Set by vite.config.ts: true when built with RESERVATIONS=on. A constant, so the default
   * build drops every branch behind it (RESERVATIONS.md, "The switch").
   */
  readonly RESERVATIONS: boolean
}
