import { useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'

const subscribeToNothing = () => () => {}

/**
 * The page's query string, or null while the prerendered HTML is being hydrated: that HTML was
 * made without a query, so reading it any earlier would make the first render differ from it.
 * On a client-side navigation it is there from the first render.
 */
export function useHydratedSearch(): string | null {
  const { search } = useLocation()
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
  return hydrated ? search : null
}
