import { type Session, type SessionState, sessionState } from '@clinic/api-client/session'
import { tokenExpiry } from '@clinic/api-client/token'
import { useEffect, useState, useSyncExternalStore } from 'react'

/** setTimeout's longest delay; a later expiry is checked again after this long. */
const MAX_TIMER_MS = 2_147_483_647

/**
 * The session as React state: re-renders on login, logout and profile changes in this tab and on `storage`
 * events from other tabs. An expired token is logged out at once, and a live one when its `exp` passes.
 * Server rendering and hydration see nobody logged in (the browser's storage is read after hydration).
 */
export function useSession(session: Session): SessionState {
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getServerSnapshot)
  const [tick, setTick] = useState(0)
  const exp = tokenExpiry(snapshot.token)

  useEffect(() => {
    void tick
    if (snapshot.token === null && snapshot.user === null) return
    const untilExpiry = exp === null ? 0 : exp * 1000 - Date.now()
    if (untilExpiry < 0 || exp === null) {
      session.checkTokenExpiry()
      return
    }
    const timer = setTimeout(
      () => {
        if (!session.checkTokenExpiry()) setTick((n) => n + 1)
      },
      Math.min(untilExpiry + 1000, MAX_TIMER_MS),
    )
    return () => clearTimeout(timer)
  }, [session, snapshot, exp, tick])

  return sessionState(snapshot)
}
