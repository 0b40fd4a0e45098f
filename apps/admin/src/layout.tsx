import { HOME_PATH } from '@clinic/api-client/route-guard'
import { AFTER_LOGOUT_PATH, greeting, LOGOUT_LABEL } from '@clinic/ui/lib/menu'
import { useSession } from '@clinic/ui/use-session'
import { NavLink, Outlet } from 'react-router-dom'
import { useAdmin } from './services.tsx'

export const ADMIN_TITLE = 'Klinik Yönetim'

/** The screens that exist; a screen joins this list when it is built. */
export const ADMIN_NAV = [{ label: 'Yayın', to: '/publishing' }] as const

export function AdminLayout() {
  const { session, siteHref, leave } = useAdmin()
  const { user } = useSession(session)

  const logout = () => {
    leave(siteHref(AFTER_LOGOUT_PATH))
    session.logout()
  }

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        İçeriğe geç
      </a>
      <header className="topbar">
        <div className="topbar__inner">
          <p className="brand">
            <span className="brand__mark" aria-hidden="true" />
            {ADMIN_TITLE}
          </p>
          <div className="topbar__user">
            <span className="topbar__greeting">{greeting(user)}</span>
            <a className="button button--ghost" href={siteHref(HOME_PATH)}>
              Siteyi görüntüle
            </a>
            <button type="button" className="button button--ghost" onClick={logout}>
              {LOGOUT_LABEL}
            </button>
          </div>
        </div>
        <nav className="nav" aria-label="Yönetim menüsü">
          <ul className="nav__list">
            {ADMIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink className="nav__link" to={item.to}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  )
}
