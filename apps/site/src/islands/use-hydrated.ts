import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False in the server render and while React hydrates it, true afterwards: what depends on the browser (the
 * session, the API) waits for true, so the hydrated markup equals the static page's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
