interface ImportMetaEnv {
  /** Set by vite.config.ts from the SITE_ORIGIN environment variable at build time. */
  readonly SITE_ORIGIN: string
  /**
   * Set by vite.config.ts: true when built with RESERVATIONS=on (docs/reservations.md, "The switch and the configuration").
   * Test it right where the reservations code is used, not through a constant imported from
   * elsewhere: Rolldown decides what to drop before it inlines imported constants, so only the
   * literal lets the default build drop what it guards (docs/decisions/008). Unset in unit tests.
   */
  readonly RESERVATIONS: boolean
}
