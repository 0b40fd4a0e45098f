/**
 * Every swr key of the admin, one factory per resource. A key is an array whose first item names its resource,
 * so a change to a resource reaches every screen that shows it (see revalidate.ts): a list, one item, a form's
 * dropdown, a count on the overview.
 */
export type Resource =
  | 'blogs'
  | 'operations'
  | 'categories'
  | 'catalogs'
  | 'comments'
  | 'users'
  | 'wellness-messages'
  | 'contact-messages'
  | 'publishing'
  | 'settings'
  | 'audit'
  | 'account'
  | 'advertising'
  | 'data-requests'
  | 'statistics'
  | 'consents'

/** Posts and operations share the shape of their keys. */
function contentKeys<R extends 'blogs' | 'operations'>(resource: R) {
  return {
    /** One page of the admin list under its filters. */
    list: (filter: object) => [resource, 'list', filter] as const,
    /** One item, as the edit form loads it. */
    one: (id: number) => [resource, 'one', id] as const,
    /** The overview's total. */
    total: () => [resource, 'total'] as const,
    /** One item's translations and the state of every language (issue 23). */
    translations: (id: number) => [resource, 'translations', id] as const,
  }
}

/** Get-well and contact messages share the shape of their keys. */
function messageKeys<R extends 'wellness-messages' | 'contact-messages'>(resource: R) {
  return {
    list: (filter: object) => [resource, 'list', filter] as const,
    /** The overview's number of unread messages. */
    unread: () => [resource, 'unread'] as const,
  }
}

export const keys = {
  blogs: contentKeys('blogs'),
  operations: contentKeys('operations'),
  categories: {
    /** Every category by name: the post form's dropdown and the post list's filter. */
    all: () => ['categories', 'all'] as const,
    /** Every category with its number of posts: the categories screen. */
    withCounts: () => ['categories', 'with-counts'] as const,
    one: (id: number) => ['categories', 'one', id] as const,
    /** One category's names in the other languages (issue 23). */
    translations: (id: number) => ['categories', 'translations', id] as const,
  },
  catalogs: {
    /** Every catalog by name: the operation form's dropdown and the operation list's filter. */
    all: () => ['catalogs', 'all'] as const,
    /** Every catalog with its number of operations: the catalogs screen. */
    withCounts: () => ['catalogs', 'with-counts'] as const,
    one: (id: number) => ['catalogs', 'one', id] as const,
    /** One catalog's names in the other languages (issue 23). */
    translations: (id: number) => ['catalogs', 'translations', id] as const,
  },
  comments: {
    list: (filter: object) => ['comments', 'list', filter] as const,
    /** The number of comments in each moderation view, for one search. */
    counts: (search: string) => ['comments', 'counts', search] as const,
    /** The overview's number of comments in one moderation state. */
    total: (status: string) => ['comments', 'total', status] as const,
  },
  audit: {
    /** One page of the audit log under its filters. */
    list: (filter: object) => ['audit', 'list', filter] as const,
  },
  advertising: {
    /** Every override of the advertising gate (the Admin's "Uyarı kararları"). */
    all: () => ['advertising', 'all'] as const,
    /** One post's or operation's overrides, as its form shows them. */
    forContent: (kind: 'blogs' | 'operations', id: number) => ['advertising', kind, id] as const,
  },
  statistics: {
    /** The dashboard's summary of the last 30 or 90 days. */
    summary: (days: number) => ['statistics', 'summary', days] as const,
  },
  users: {
    list: (filter: object) => ['users', 'list', filter] as const,
    one: (id: number) => ['users', 'one', id] as const,
    /** A user's open sessions, on their detail screen. */
    sessions: (id: number) => ['users', 'sessions', id] as const,
  },
  account: {
    /** `GET /api/Account/2fa`: the signed-in admin's second factor, and whether they must enrol first. */
    twoFactor: () => ['account', 'two-factor'] as const,
    /** The signed-in admin's own sessions. */
    sessions: () => ['account', 'sessions'] as const,
  },
  wellnessMessages: messageKeys('wellness-messages'),
  contactMessages: messageKeys('contact-messages'),
  publishing: {
    /** `GET /api/site/publish`: the publishing screen, the overview and the form's save bar. */
    state: () => ['publishing', 'state'] as const,
  },
  settings: {
    /** `GET /api/site/settings`: the settings screen. */
    current: () => ['settings', 'current'] as const,
    /** `GET /api/site/setup-status`: the overview's first-run checklist. */
    setupStatus: () => ['settings', 'setup-status'] as const,
    /** `GET /api/site/settings/public`: the clinics' names, for appointment requests. */
    published: () => ['settings', 'public'] as const,
  },
  dataRequests: {
    /** `GET /api/admin/data-requests?email=`: what is kept about one address. */
    summary: (email: string) => ['data-requests', 'summary', email] as const,
  },
  consents: {
    /** Every consent record (issue 21): the "Onamlar" screen. */
    all: () => ['consents', 'all'] as const,
    one: (id: number) => ['consents', 'one', id] as const,
  },
}
