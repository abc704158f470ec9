/** Whether this build is the opt-in reservations mode (RESERVATIONS=on at build time). */
export const RESERVATIONS_MODE: boolean = import.meta.env.RESERVATIONS === true

/** The switch as the build and the server read it from the environment. */
export function reservationsOn(env: Record<string, string | undefined>): boolean {
  return env.RESERVATIONS === 'on'
}
