// No imports, no zod: the API registers its routes with these and the browsers' bundles call them (api-client).

/**
 * Every route template of the API, once, in the spec's spelling and case (the router itself ignores case).
 * `:name` segments are path parameters: fill them with `apiPath`.
 */
export const ApiPaths = {
  // Account (spec: /api/Account/...)
  account: '/api/Account',
  accountLogin: '/api/Account/login',
  accountRegister: '/api/Account/register',
  accountConfirmEmail: '/api/Account/confirm-email',
  accountResendConfirmation: '/api/Account/resend-confirmation',
  accountForgotPassword: '/api/Account/forgot-password',
  accountResetPassword: '/api/Account/reset-password',
  accountChangePassword: '/api/Account/change-password',
  accountProfile: '/api/Account/profile',
  accountProfileImage: '/api/Account/profile/upload-image',
  accountExport: '/api/Account/export',

  // Blog posts; `:id` is an id or a slug where the post is read.
  blogs: '/api/blog',
  blogSearch: '/api/blog/search',
  blogsAdmin: '/api/blog/admin',
  blogsByCategory: '/api/blog/category/:id',
  blog: '/api/blog/:id',
  blogStatus: '/api/blog/:id/status',
  blogView: '/api/blog/:id/view',
  blogLike: '/api/blog/:id/like',
  blogUnlike: '/api/blog/:id/unlike',
  // Translations (issue 23): every language of an item, and one language's save or removal.
  blogTranslations: '/api/blog/:id/translations',
  blogTranslation: '/api/blog/:id/translations/:locale',
  // Revisions (issue 24): every save's fields, newest first; a restore is itself a new revision.
  blogRevisions: '/api/blog/:id/revisions',
  blogRevision: '/api/blog/:id/revisions/:revisionId',
  blogRevisionRestore: '/api/blog/:id/revisions/:revisionId/restore',
  // Preview links (issue 24): a private, expiring link to the item's page as the site shows it.
  blogPreviewLink: '/api/blog/:id/preview-link',
  blogPreviewLinks: '/api/blog/:id/preview-links',
  blogPreviewLinkRevoke: '/api/blog/:id/preview-links/:linkId',
  // Drafts (issue 24, decision 0283): a live post's pending draft per language, and drafts of posts not created yet.
  blogDraft: '/api/blog/:id/draft',
  blogDraftPublish: '/api/blog/:id/draft/publish',
  blogDrafts: '/api/blog/drafts',
  blogNewDraft: '/api/blog/drafts/:draftId',
  blogNewDraftPublish: '/api/blog/drafts/:draftId/publish',
  // Decision 0286: a new post's draft's preview links, and taking a live post (or a translation) off at a time.
  blogDraftPreviewLink: '/api/blog/drafts/:draftId/preview-link',
  blogDraftPreviewLinks: '/api/blog/drafts/:draftId/preview-links',
  blogDraftPreviewLinkRevoke: '/api/blog/drafts/:draftId/preview-links/:linkId',
  blogUnpublishSchedule: '/api/blog/:id/unpublish-schedule',
  blogUnpublishSchedules: '/api/blog/unpublish-schedules',

  // Comments under a post.
  commentsAdmin: '/api/blog/comments/admin',
  comments: '/api/blog/:id/comments',
  comment: '/api/blog/:id/comments/:commentId',
  commentApprove: '/api/blog/:id/comments/:commentId/approve',
  commentReport: '/api/blog/:id/comments/:commentId/report',
  commentLike: '/api/blog/:id/comments/:commentId/like',
  commentLikes: '/api/blog/:id/comments/:commentId/likes',
  commentLikeStatus: '/api/blog/:id/comments/:commentId/like-status',
  commentLikeStatusReset: '/api/blog/:id/comments/:commentId/like-status/reset',
  commentLikeStatuses: '/api/blog/:id/comments/like-statuses',
  commentLikeStatusesReset: '/api/blog/:id/comments/like-statuses/reset',

  // Operations; `:id` is an id or a slug where the operation is read.
  operations: '/api/Operation',
  operationsAdmin: '/api/Operation/admin',
  operationsByCatalog: '/api/Operation/catalog/:catalogId',
  operation: '/api/Operation/:id',
  operationStatus: '/api/Operation/:id/status',
  operationView: '/api/Operation/:id/view',
  operationTranslations: '/api/Operation/:id/translations',
  operationTranslation: '/api/Operation/:id/translations/:locale',
  operationRevisions: '/api/Operation/:id/revisions',
  operationRevision: '/api/Operation/:id/revisions/:revisionId',
  operationRevisionRestore: '/api/Operation/:id/revisions/:revisionId/restore',
  operationPreviewLink: '/api/Operation/:id/preview-link',
  operationPreviewLinks: '/api/Operation/:id/preview-links',
  operationPreviewLinkRevoke: '/api/Operation/:id/preview-links/:linkId',
  operationDraft: '/api/Operation/:id/draft',
  operationDraftPublish: '/api/Operation/:id/draft/publish',
  operationDrafts: '/api/Operation/drafts',
  operationNewDraft: '/api/Operation/drafts/:draftId',
  operationNewDraftPublish: '/api/Operation/drafts/:draftId/publish',
  operationDraftPreviewLink: '/api/Operation/drafts/:draftId/preview-link',
  operationDraftPreviewLinks: '/api/Operation/drafts/:draftId/preview-links',
  operationDraftPreviewLinkRevoke: '/api/Operation/drafts/:draftId/preview-links/:linkId',
  operationUnpublishSchedule: '/api/Operation/:id/unpublish-schedule',
  operationUnpublishSchedules: '/api/Operation/unpublish-schedules',

  catalogs: '/api/Catalog',
  /** Admin: every catalog with how many operations (active or not) it holds. */
  catalogsAdmin: '/api/Catalog/admin',
  catalog: '/api/Catalog/:id',
  catalogTranslations: '/api/Catalog/:id/translations',
  catalogTranslation: '/api/Catalog/:id/translations/:locale',
  catalogRevisions: '/api/Catalog/:id/revisions',
  catalogRevision: '/api/Catalog/:id/revisions/:revisionId',
  catalogRevisionRestore: '/api/Catalog/:id/revisions/:revisionId/restore',

  categories: '/api/Category',
  /** Admin: every category with how many posts (active or not) it holds. */
  categoriesAdmin: '/api/Category/admin',
  category: '/api/Category/:id',
  categoryTranslations: '/api/Category/:id/translations',
  categoryTranslation: '/api/Category/:id/translations/:locale',
  categoryRevisions: '/api/Category/:id/revisions',
  categoryRevision: '/api/Category/:id/revisions/:revisionId',
  categoryRevisionRestore: '/api/Category/:id/revisions/:revisionId/restore',

  users: '/api/Users',
  user: '/api/Users/:id',
  userRoles: '/api/Users/:id/roles',
  userStatus: '/api/Users/:id/status',

  // The two inboxes: a public POST and the admin's list on the first, the admin's calls on the others.
  wellnessMessages: '/api/WellnessMessage',
  wellnessMessage: '/api/WellnessMessage/:id',
  wellnessMessageRead: '/api/WellnessMessage/:id/read',
  contactMessages: '/api/Contact',
  contactMessage: '/api/Contact/:id',
  contactMessageRead: '/api/Contact/:id/read',

  uploadImage: '/api/uploads/image',
  captcha: '/api/captcha',

  // What the site's build reads, and the admin's publish button.
  siteChangesBlogs: '/api/site/changes/blogs',
  siteChangesOperations: '/api/site/changes/operations',
  siteChangesCatalogs: '/api/site/changes/catalogs',
  siteChangesCategories: '/api/site/changes/categories',
  sitePublish: '/api/site/publish',
  // The clinic's settings ("Site ayarları"): the admin's read and save, the build's public read, the first-run checklist.
  siteSettings: '/api/site/settings',
  siteSettingsPublic: '/api/site/settings/public',
  siteSetupStatus: '/api/site/setup-status',

  // docs/spec §7, §9: the theme's search box posts to `inc/ajax-search.html` relative to the page it is on.
  siteSearch: '/inc/ajax-search.html',
  siteSearchInFolder: '/:folder/inc/ajax-search.html',
  siteSearchInPage: '/:folder/:page/inc/ajax-search.html',

  health: '/api/health',
  openApi: '/api/openapi.json',
  /** Swagger UI: its own routes live under this prefix. */
  apiDocs: '/api/docs',
  // The audit log of staff actions (issue 20): Admins only, read only.
  auditLog: '/api/admin/audit',
  auditLogCsv: '/api/admin/audit.csv',

  // Sessions and a second factor (issue 20).
  accountLogout: '/api/Account/logout',
  accountSessions: '/api/Account/sessions',
  accountSession: '/api/Account/sessions/:id',
  accountLoginTwoFactor: '/api/Account/login/2fa',
  accountTwoFactor: '/api/Account/2fa',
  accountTotpSetup: '/api/Account/2fa/totp/setup',
  accountTotpEnable: '/api/Account/2fa/totp/enable',
  accountTwoFactorDisable: '/api/Account/2fa/disable',
  userSessions: '/api/Users/:id/sessions',
  accountLoginPasskeyOptions: '/api/Account/login/2fa/passkey-options',
  accountPasskeys: '/api/Account/2fa/passkeys',
  accountPasskeyOptions: '/api/Account/2fa/passkeys/options',
  accountPasskey: '/api/Account/2fa/passkeys/:id',

  // The advertising gate (issue 21): every override (Admins), one item's overrides (staff, the edit form).
  advertisingOverrides: '/api/admin/advertising-overrides',
  contentAdvertisingOverrides: '/api/admin/advertising-overrides/:kind/:id',
  // KVKK md. 11 requests (issue 21): one person's messages by e-mail address, Admins only.
  dataRequests: '/api/admin/data-requests',
  dataRequestsExport: '/api/admin/data-requests/export',
  // First-party statistics (issue 21 item 5): the site's beacon (public) and the admin's dashboard (staff).
  analyticsBeacon: '/api/analytics',
  statistics: '/api/admin/statistics',
  statisticsCsv: '/api/admin/statistics.csv',
  // Patient consent records for before/after images (issue 21): Admins only.
  consents: '/api/admin/consents',
  consent: '/api/admin/consents/:id',
  consentWithdraw: '/api/admin/consents/:id/withdraw',
  consentSignedForm: '/api/admin/consents/:id/form',
} as const

export type ApiPathName = keyof typeof ApiPaths
export type ApiPath = (typeof ApiPaths)[ApiPathName]

/** The `:name` parameters of a template: `'id' | 'commentId'` for `/api/blog/:id/comments/:commentId`. */
export type PathParamNames<T extends string> = T extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : T extends `${string}:${infer Name}`
    ? Name
    : never

export type PathParams<T extends string> = { [K in PathParamNames<T>]: string | number }

/**
 * Fills a template's `:name` segments with the URL-encoded values: `apiPath(ApiPaths.blogLike, { id: 5 })` is
 * `/api/blog/5/like`. A template without parameters takes none; a missing one does not compile.
 */
export function apiPath<T extends string>(
  template: T,
  ...[params]: PathParamNames<T> extends never ? [] : [params: PathParams<T>]
): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>
  return template.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`apiPath: ${template} needs :${name}`)
    return encodeURIComponent(String(value))
  })
}

/**
 * The header that carries the build token (`SITE_SYNC_TOKEN`) on every change-feed call: only the site's build (the
 * built-in builder, or a static host's CI given the token) reads the feeds (decision 0173).
 */
export const SITE_SYNC_TOKEN_HEADER = 'X-Site-Sync-Token'
