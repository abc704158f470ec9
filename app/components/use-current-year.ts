import { useSyncExternalStore } from 'react'

const BUILD_YEAR = new Date().getFullYear()
const subscribe = () => () => {}

/**
 * The visitor's current year. Prerendered HTML carries the build's year; right after
 * hydration React re-renders with the browser's, so a build from December is right in January.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  )
}
