import { useSession } from '@clinic/ui/use-session'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useAdmin } from './services.tsx'

/**
 * Who uses which screen (issue 20, decision 0185): staff (Admins and Editors) open the admin app; the screens of
 * people's data, publishing, the settings and the audit log are an Admin's. The API refuses the same calls (403)
 * whatever the app shows.
 */
export const FORBIDDEN_TITLE = 'Bu sayfaya erişim yetkiniz yok.'

/** True when the signed-in user is an Admin (not only an Editor). */
export function useIsAdmin(): boolean {
  const { session } = useAdmin()
  return useSession(session).isAdmin
}

/** An Admin's screen: an Editor who opens its address sees the Turkish refusal, inside the layout. */
export function AdminOnly(props: { children: ReactNode }) {
  return useIsAdmin() ? props.children : <ForbiddenScreen />
}

export function ForbiddenScreen() {
  return (
    <section className="panel page-message">
      <title>{`Erişim yok · Klinik Yönetim`}</title>
      <h1>{FORBIDDEN_TITLE}</h1>
      <p>Bu ekran yalnızca yöneticilere açıktır. İçerik ekranlarını menüden kullanabilirsiniz.</p>
      <Link className="button" to="/">
        Genel bakışa dön
      </Link>
    </section>
  )
}
