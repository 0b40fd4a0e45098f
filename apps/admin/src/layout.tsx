import { HOME_PATH } from '@clinic/api-client/route-guard'
import { AFTER_LOGOUT_PATH, greeting, LOGOUT_LABEL } from '@clinic/ui/lib/menu'
import { useSession } from '@clinic/ui/use-session'
import { NavLink } from 'react-router-dom'
import { ScreenOutlet } from './components/screen-outlet.tsx'
import { useAdmin } from './services.tsx'

export const ADMIN_TITLE = 'Klinik Yönetim'

export interface NavGroup {
  label: string
  links: readonly { label: string; to: string }[]
}

/** docs/spec §2's admin menu, grouped as the site's "Yönetim" menu groups it, plus the messages and publishing. */
export const ADMIN_NAV: readonly NavGroup[] = [
  { label: 'Başlangıç', links: [{ label: 'Genel bakış', to: '/' }] },
  { label: 'Kullanıcı Yönetimi', links: [{ label: 'Kullanıcılar', to: '/users' }] },
  {
    label: 'Blog Yönetimi',
    links: [
      { label: 'Bloglar', to: '/blogs' },
      { label: 'Kategoriler', to: '/categories' },
      { label: 'Yorumlar', to: '/comments' },
    ],
  },
  {
    label: 'Operasyon Yönetimi',
    links: [
      { label: 'Operasyonlar', to: '/operations' },
      { label: 'Kataloglar', to: '/catalogs' },
    ],
  },
  {
    label: 'Mesajlar',
    links: [
      { label: 'Geçmiş Olsun Mesajları', to: '/wellness-messages' },
      { label: 'İletişim Mesajları', to: '/contact-messages' },
    ],
  },
  {
    label: 'Site',
    links: [
      { label: 'Yayın', to: '/publishing' },
      { label: 'Site ayarları', to: '/settings' },
    ],
  },
]

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
            {/* The site header's mark: a white cross on the primary colour, following the theme. */}
            <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true">
              <rect width="32" height="32" rx="8" className="brand__bg" />
              <path d="M16 8v16M8 16h16" className="brand__cross" strokeWidth="4.5" strokeLinecap="round" />
            </svg>
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
      </header>
      <div className="frame">
        <nav className="nav" aria-label="Yönetim menüsü">
          {ADMIN_NAV.map((group) => (
            <div className="nav__group" key={group.label}>
              <p className="nav__heading" id={navHeadingId(group.label)}>
                {group.label}
              </p>
              <ul className="nav__list" aria-labelledby={navHeadingId(group.label)}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavLink className="nav__link" to={link.to} end={link.to === '/'}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main id="main" className="main" tabIndex={-1}>
          <ScreenOutlet />
        </main>
      </div>
    </div>
  )
}

const navHeadingId = (label: string) =>
  `nav-${label.toLocaleLowerCase('tr-TR').replace(/[^a-zçğıöşü]+/g, '-')}`
