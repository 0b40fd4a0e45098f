import type { SessionState } from '@clinic/api-client/session'
import type { Operation } from '@clinic/contract/operation'
import type { CatalogOperations } from './catalog-operations.ts'
import { DEFAULT_OPERATION_TITLE, slugOrId, textOr } from './defaults.ts'

/** A link, or a heading with a submenu. */
export type MenuItem = { label: string; href: string } | { label: string; children: MenuItem[] }

export type Submenu = Extract<MenuItem, { children: MenuItem[] }>
export const isSubmenu = (item: MenuItem): item is Submenu => 'children' in item

export const OPERATIONS_MENU_LABEL = 'Operasyonlar'
export const USER_NAME_FALLBACK = 'Kullanıcı'
export const PROFILE_LINK = { label: 'Profilim', href: '/profile' } as const
export const LOGOUT_LABEL = 'Çıkış Yap'
/** docs/spec §2: "Çıkış Yap" logs out, then goes here. */
export const AFTER_LOGOUT_PATH = '/login'
export const LOGIN_LINK = { label: 'Giriş Yap', href: '/login' } as const
export const REGISTER_LINK = { label: 'Kayıt Ol', href: '/register' } as const
/** The mobile menu's single button for logged-out visitors. */
export const MOBILE_AUTH_LINK = { label: 'Giriş / Üye Ol', href: '/login' } as const

/** docs/spec §2, main menu; the operations dropdown goes between Randevu and Geçmiş Olsun Mesajı. */
export const MAIN_MENU_BEFORE_OPERATIONS: readonly MenuItem[] = [
  { label: 'Ana Sayfa', href: '/' },
  { label: 'Hakkımızda', href: '/about' },
  { label: 'Blog', href: '/blog' },
  { label: 'Randevu', href: '/randevu' },
]
export const MAIN_MENU_AFTER_OPERATIONS: readonly MenuItem[] = [
  { label: 'Geçmiş Olsun Mesajı', href: '/gecmis-olsun' },
  { label: 'İletişim', href: '/iletisim' },
]

/** docs/spec §2, shown to admins only. */
export const ADMIN_MENU: readonly MenuItem[] = [
  { label: 'Kullanıcı Yönetimi', href: '/admin/users' },
  {
    label: 'Blog Yönetimi',
    children: [
      { label: 'Bloglar', href: '/admin/blogs' },
      { label: 'Kategoriler', href: '/admin/categories' },
      { label: 'Yorumlar', href: '/admin/comments' },
    ],
  },
  {
    label: 'Operasyon Yönetimi',
    children: [
      { label: 'Operasyonlar', href: '/admin/operations' },
      { label: 'Kataloglar', href: '/admin/catalogs' },
    ],
  },
  { label: 'Geçmiş Olsun Mesajları', href: '/admin/wellness-messages' },
]

export const operationHref = (operation: Pick<Operation, 'id' | 'slug'>) =>
  `/operations/${encodeURIComponent(slugOrId(operation.slug, operation.id))}`
export const blogHref = (blog: { id: number; slug: string | null }) =>
  `/blog/${encodeURIComponent(slugOrId(blog.slug, blog.id))}`

/** "Merhaba Ayşe Yılmaz"; "Merhaba Kullanıcı" when the stored user has no name. */
export function greeting(
  user: { firstName?: string | null; lastName?: string | null } | null | undefined,
): string {
  const name = [user?.firstName, user?.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ')
  return `Merhaba ${name || USER_NAME_FALLBACK}`
}

export type MenuOperation = Pick<Operation, 'id' | 'slug' | 'title' | 'catalogId'>

/** Operasyonlar → catalog name → operations by title, linked by slug (see groupOperationsByCatalog). */
export function operationsMenu(groups: readonly CatalogOperations<MenuOperation>[]): MenuItem {
  return {
    label: OPERATIONS_MENU_LABEL,
    children: groups.map(({ catalog, operations }) => ({
      label: catalog.name,
      children: operations.map((op) => ({
        label: textOr(op.title, DEFAULT_OPERATION_TITLE),
        href: operationHref(op),
      })),
    })),
  }
}

export interface SiteMenu {
  main: MenuItem[]
  /** Admins only; empty otherwise. */
  admin: MenuItem[]
  /** Logged in: the greeting with Profilim and Çıkış Yap (href AFTER_LOGOUT_PATH: log out first). Logged out: Giriş Yap, Kayıt Ol. */
  account: MenuItem[]
}

/** The header's menus for a session state (docs/spec §2, Menu). */
export function buildSiteMenu(
  session: Pick<SessionState, 'isAuthenticated' | 'isAdmin' | 'user'>,
  operationGroups: readonly CatalogOperations<MenuOperation>[] = [],
): SiteMenu {
  return {
    main: [...MAIN_MENU_BEFORE_OPERATIONS, operationsMenu(operationGroups), ...MAIN_MENU_AFTER_OPERATIONS],
    admin: session.isAuthenticated && session.isAdmin ? [...ADMIN_MENU] : [],
    account: session.isAuthenticated
      ? [
          {
            label: greeting(session.user),
            children: [PROFILE_LINK, { label: LOGOUT_LABEL, href: AFTER_LOGOUT_PATH }],
          },
        ]
      : [LOGIN_LINK, REGISTER_LINK],
  }
}
