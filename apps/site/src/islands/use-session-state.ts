import { type SessionState, sessionState } from '@clinic/api-client/session'
import { useMemo, useSyncExternalStore } from 'react'
import { siteSession } from '../client/session.ts'

/** The visitor's session, kept current when this or another tab logs in or out. */
export function useSessionState(): SessionState {
  const session = siteSession()
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getServerSnapshot)
  return useMemo(() => sessionState(snapshot), [snapshot])
}
