/**
 * Whether this build is the opt-in reservations mode (RESERVATIONS=on at build time). A
 * constant after vite.config.ts's define, so the default build drops what it guards.
 */
export const RESERVATIONS_MODE: boolean = import.meta.env.RESERVATIONS === true
