import { guardRoute } from '@clinic/api-client/route-guard'
import { useSession } from '@clinic/ui/use-session'
import { type ReactNode, useEffect } from 'react'
import { useHref, useLocation } from 'react-router-dom'
import { useAdmin } from './services.tsx'

/**
 * docs/spec §2 through @clinic/api-client's guard: without a session → the site's /login?redirect=<the full path,
 * /admin included, with query and hash>; logged in without the Admin role → the site's home. Both are full-page
 * navigations (those pages belong to the public site). Re-checked whenever the session changes, in any tab.
 */
export function AdminGuard(props: { children: ReactNode }) {
  const { session, siteHref, leave } = useAdmin()
  const state = useSession(session)
  const location = useLocation()
  const pathname = useHref({ pathname: location.pathname })
  const result = guardRoute({
    location: { pathname, search: location.search, hash: location.hash },
    session: state,
  })
  // The guard answers site paths (/login?redirect=…, /); they live on the site's origin.
  const redirect = result.allow ? null : siteHref(result.redirect)

  useEffect(() => {
    if (redirect !== null) leave(redirect)
  }, [redirect, leave])

  if (redirect !== null) {
    return (
      <p className="page-message" role="status">
        Yönlendiriliyor…
      </p>
    )
  }
  return props.children
}
