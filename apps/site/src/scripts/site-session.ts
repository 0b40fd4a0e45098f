import { createSession, type Session } from '@clinic/api-client/session'

let session: Session | undefined

/** The page's one session: the header script and every island share it, so a login or logout shows everywhere at once. */
export function siteSession(): Session {
  session ??= createSession()
  return session
}
