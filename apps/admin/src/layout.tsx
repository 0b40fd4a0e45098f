import { HOME_PATH } from '@clinic/api-client/route-guard'
import { AFTER_LOGOUT_PATH, greeting, LOGOUT_LABEL } from '@clinic/ui/lib/menu'
import { useSession } from '@clinic/ui/use-session'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { NavLink, useLocation } from 'react-router-dom'
import { ScreenOutlet } from './components/screen-outlet.tsx'
import { useAdmin } from './services.tsx'

export const ADMIN_TITLE = 'Klinik Yönetim'

export interface NavGroup {
  label: string
  /** `adminOnly`: an Admin's screen, not in an Editor's menu. */
  links: readonly { label: string; to: string; adminOnly?: boolean }[]
}

/**
 * docs/spec §2's admin menu, grouped as the site's "Yönetim" menu groups it, plus the messages, publishing, the
 * settings and the audit log ("Kayıtlar"). An Editor sees only the content's links (`navFor`).
 */
export const ADMIN_NAV: readonly NavGroup[] = [
  { label: 'Başlangıç', links: [{ label: 'Genel bakış', to: '/' }] },
  { label: 'Kullanıcı Yönetimi', links: [{ label: 'Kullanıcılar', to: '/users', adminOnly: true }] },
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
      { label: 'Geçmiş Olsun Mesajları', to: '/wellness-messages', adminOnly: true },
      { label: 'İletişim Mesajları', to: '/contact-messages', adminOnly: true },
      { label: 'Kişisel veri talepleri', to: '/data-requests', adminOnly: true },
    ],
  },
  {
    label: 'Site',
    links: [
      { label: 'Yayın', to: '/publishing', adminOnly: true },
      { label: 'Site ayarları', to: '/settings', adminOnly: true },
      { label: 'Kayıtlar', to: '/audit', adminOnly: true },
      { label: 'Uyarı kararları', to: '/advertising-overrides', adminOnly: true },
      { label: 'İstatistikler', to: '/statistics' },
      { label: 'Onamlar', to: '/consents', adminOnly: true },
    ],
  },
  { label: 'Hesabım', links: [{ label: 'Hesap güvenliği', to: '/security' }] },
]

/** The menu of a role: an Editor's has no Admin-only links, and no group left empty. */
export const navFor = (isAdmin: boolean): NavGroup[] =>
  ADMIN_NAV.map((group) => ({
    ...group,
    links: group.links.filter((link) => isAdmin || !link.adminOnly),
  })).filter((group) => group.links.length > 0)

export function AdminLayout() {
  const { api, session, siteHref, leave } = useAdmin()
  const { user, isAdmin } = useSession(session)

  // "Çıkış Yap" ends the session on the server first, so the token is dead everywhere, then leaves.
  const logout = () => api.account.logout({ beforeClear: () => leave(siteHref(AFTER_LOGOUT_PATH)) })
  const drawer = useDrawer()

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        İçeriğe geç
      </a>
      <header className="topbar">
        <div className="topbar__inner">
          <button
            ref={drawer.buttonRef}
            type="button"
            className="button button--ghost menu-button"
            aria-expanded={drawer.open}
            aria-controls="admin-nav"
            onClick={drawer.toggle}
          >
            <svg className="menu-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
            Menü
          </button>
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
            <button type="button" className="button button--ghost" onClick={() => void logout()}>
              {LOGOUT_LABEL}
            </button>
          </div>
        </div>
      </header>
      <div className="frame">
        {drawer.open ? <div className="nav-backdrop" aria-hidden="true" onClick={drawer.close} /> : null}
        <nav
          ref={drawer.navRef}
          id="admin-nav"
          className={drawer.open ? 'nav nav--open' : 'nav'}
          aria-label="Yönetim menüsü"
          onKeyDown={drawer.onKeyDown}
        >
          {navFor(isAdmin).map((group) => (
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
          {user?.staffTwoFactorRequired === false ? (
            <p className="notice notice--warning main__notice" data-testid="two-factor-off">
              İki adımlı doğrulama bu kurulumda zorunlu değil (STAFF_2FA_REQUIRED=false, tanıtım ayarı).
              Hesabınızı korumak için <NavLink to="/security">Hesap güvenliği</NavLink> sayfasından
              etkinleştirin.
            </p>
          ) : null}
          <ScreenOutlet />
        </main>
      </div>
    </div>
  )
}

/**
 * Below 1,024 px the menu is a drawer behind the "Menü" button (decision 0164): opening it moves focus into it,
 * Tab stays inside, Escape or a click outside closes it and gives focus back to the button, and following a link
 * closes it. From 1,024 px the menu is a column and the button is hidden (CSS), so none of this applies.
 */
function useDrawer() {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const navRef = useRef<HTMLElement>(null)
  const { pathname } = useLocation()

  // A followed link closes the drawer.
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    // After the style that shows it has applied: a hidden link cannot take focus.
    const frame = requestAnimationFrame(() => navRef.current?.querySelector<HTMLElement>('a')?.focus())
    document.body.classList.add('drawer-open')
    return () => {
      cancelAnimationFrame(frame)
      document.body.classList.remove('drawer-open')
    }
  }, [open])

  const close = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open) return
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
      return
    }
    if (event.key !== 'Tab') return
    const links = [...(navRef.current?.querySelectorAll<HTMLElement>('a') ?? [])]
    const first = links[0]
    const last = links.at(-1)
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return { open, toggle: () => setOpen((was) => !was), close, buttonRef, navRef, onKeyDown }
}

const navHeadingId = (label: string) =>
  `nav-${label.toLocaleLowerCase('tr-TR').replace(/[^a-zçğıöşü]+/g, '-')}`
