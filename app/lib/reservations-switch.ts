/** The reservations switch as the build and the server read it from the environment. */
export function reservationsOn(env: Record<string, string | undefined>): boolean {
  return env.RESERVATIONS === 'on'
}
