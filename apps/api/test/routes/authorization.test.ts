import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { decodeJwt } from 'jose'
import { Secret, TOTP } from 'otpauth'
import { beforeEach, describe, expect, test } from 'vitest'
import {
  accountTokens,
  auditLog,
  blogs,
  blogTranslations,
  catalogs,
  catalogTranslations,
  categories,
  categoryTranslations,
  commentLikes,
  commentReports,
  comments,
  consentRecords,
  contactMessages,
  contentDrafts,
  contentRevisions,
  contentUnpublishSchedules,
  operations,
  operationTranslations,
  previewLinks,
  removals,
  users,
  wellnessMessages,
} from '../../src/db/schema.ts'
import { hashPassword } from '../../src/lib/passwords.ts'
import { solveCaptcha } from '../captcha.ts'
import { file, pngImage } from '../fixtures.ts'
import { ADMIN, useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'
import { softwareAuthenticator } from '../software-authenticator.ts'

/**
 * Every call of the API, with who may make it. The OpenAPI document is the list of calls: a call added without a
 * row here fails the first test, and every non-public row is tried by a guest, a user, another user, an Editor and
 * an Admin. `staff` calls are the content's (Editors and Admins); `admin` calls touch people's data, settings,
 * publishing or the audit log (Admins only). Every staff write that goes through leaves an audit entry.
 */
const t = useTestApp()

/** `build`: the site build's token (X-Site-Sync-Token), which no session replaces. */
type Access = 'public' | 'user' | 'owner' | 'staff' | 'admin' | 'build'
type Actor = 'guest' | 'user' | 'other' | 'editor' | 'admin'

interface Context {
  tokens: Record<Exclude<Actor, 'guest'>, string>
  passwords: Record<Exclude<Actor, 'guest'>, string>
  ids: { user: number; other: number; editor: number; target: number }
  blog: number
  category: number
  catalog: number
  emptyCatalog: number
  operation: number
  /** A comment written by each user. */
  commentBy: { user: number; other: number }
  wellness: number
  contact: number
  consent: number
  /** A revision of the item each kind's calls use, by the path's resource (`blog`, `Operation`, …). */
  revisions: Record<string, number>
  /** By the path's resource (`blog`, `Operation`): a new item's draft, the item's preview link and the draft's. */
  drafts: Record<string, { newDraft: number; link: number; newLink: number }>
}

type Build = (
  ctx: Context,
  actor: Exclude<Actor, 'guest'>,
) => Promise<Partial<InjectOptions>> | Partial<InjectOptions>

interface Row {
  access: Access
  /** How a caller who may make the call makes it (method and path come from the key); answered with 2xx. */
  request?: Build
}

/** A time a day ahead (schedules must be in the future). */
const inADay = () => new Date(Date.now() + 86_400_000).toISOString()
const json = (payload: unknown): Partial<InjectOptions> => ({ payload: payload as InjectOptions['payload'] })
/** A comment the actor did not write (an admin gets the other user's). */
const notOwn = (ctx: Context, actor: string) => (actor === 'user' ? ctx.commentBy.other : ctx.commentBy.user)
/** For owner-only calls: the owner acts on their own comment, staff (who moderate) on someone else's. */
const ownOrAny = (ctx: Context, actor: string) =>
  actor === 'admin' || actor === 'editor' ? ctx.commentBy.other : ctx.commentBy.user
const comment = (ctx: Context, id: number, tail = '') => `/api/blog/${ctx.blog}/comments/${id}${tail}`

/** A new passkey's registration answer for the actor (options asked with their password). */
async function passkeyAnswer(ctx: Context, actor: Exclude<Actor, 'guest'>) {
  const options = await t.request({
    method: 'POST',
    url: '/api/Account/2fa/passkeys/options',
    token: ctx.tokens[actor],
    payload: { password: ctx.passwords[actor] },
  })
  return softwareAuthenticator(t.config.publicSiteUrl).create(options.body)
}

const ROWS: Record<string, Row> = {
  'GET /api/health': { access: 'public' },
  'GET /api/captcha': { access: 'public' },

  'POST /api/Account/login': { access: 'public' },
  'POST /api/Account/register': { access: 'public' },
  'GET /api/Account/confirm-email': { access: 'public' },
  'POST /api/Account/resend-confirmation': { access: 'public' },
  'POST /api/Account/forgot-password': { access: 'public' },
  'POST /api/Account/reset-password': { access: 'public' },
  'POST /api/Account/change-password': {
    access: 'user',
    request: (ctx, actor) =>
      json({
        currentPassword: ctx.passwords[actor],
        newPassword: 'Yepyeni-Bir-Sifre-2026',
        confirmNewPassword: 'Yepyeni-Bir-Sifre-2026',
      }),
  },
  'GET /api/Account/profile': { access: 'user', request: () => ({}) },
  'PUT /api/Account/profile': {
    access: 'user',
    request: () => json({ firstName: 'Yeni', lastName: 'Ad', phoneNumber: '+90 532 111 22 33' }),
  },
  'POST /api/Account/profile/upload-image': {
    access: 'user',
    request: async () => multipartBody({}, { file: file(await pngImage(), 'ben.png', 'image/png') }),
  },
  'GET /api/Account/export': { access: 'user', request: () => ({}) },
  'DELETE /api/Account': {
    access: 'user',
    request: async (ctx, actor) => {
      // The only admin may not leave: another active admin is made first.
      if (actor === 'admin') {
        await t.app.db
          .update(users)
          .set({ roles: ['Admin'] })
          .where(eq(users.id, ctx.ids.target))
      }
      return json({ password: ctx.passwords[actor] })
    },
  },

  'POST /api/Account/login/2fa': { access: 'public' },
  'POST /api/Account/logout': { access: 'user', request: () => ({}) },
  'GET /api/Account/sessions': { access: 'user', request: () => ({}) },
  'DELETE /api/Account/sessions': { access: 'user', request: () => ({}) },
  'DELETE /api/Account/sessions/{id}': {
    access: 'user',
    // Each caller ends a session of their own (someone else's is a 404, tested in sessions.test.ts).
    request: (ctx, actor) => ({ url: `/api/Account/sessions/${decodeJwt(ctx.tokens[actor]).sid}` }),
  },
  'GET /api/Account/2fa': { access: 'user', request: () => ({}) },
  'POST /api/Account/2fa/totp/setup': { access: 'user', request: () => ({}) },
  'POST /api/Account/2fa/totp/enable': {
    access: 'user',
    request: async (ctx, actor) => {
      const setup = await t.request({
        method: 'POST',
        url: '/api/Account/2fa/totp/setup',
        token: ctx.tokens[actor],
      })
      const secret = Secret.fromBase32(setup.body.secret)
      return json({ code: new TOTP({ secret }).generate() })
    },
  },
  'POST /api/Account/2fa/disable': {
    access: 'user',
    request: (ctx, actor) => json({ password: ctx.passwords[actor] }),
  },
  'POST /api/Account/login/2fa/passkey-options': { access: 'public' },
  'GET /api/Account/2fa/passkeys': { access: 'user', request: () => ({}) },
  'POST /api/Account/2fa/passkeys/options': {
    access: 'user',
    request: (ctx, actor) => json({ password: ctx.passwords[actor] }),
  },
  'POST /api/Account/2fa/passkeys': {
    access: 'user',
    request: async (ctx, actor) => json({ response: await passkeyAnswer(ctx, actor) }),
  },
  'DELETE /api/Account/2fa/passkeys/{id}': {
    access: 'user',
    // Each caller removes a passkey of their own (someone else's is a 404, tested in passkeys.test.ts).
    request: async (ctx, actor) => {
      const response = await passkeyAnswer(ctx, actor)
      await t.request({
        method: 'POST',
        url: '/api/Account/2fa/passkeys',
        token: ctx.tokens[actor],
        payload: { response },
      })
      return { url: `/api/Account/2fa/passkeys/${response.id}` }
    },
  },
  'GET /api/Users/{id}/sessions': { access: 'admin', request: () => ({}) },
  'DELETE /api/Users/{id}/sessions': { access: 'admin', request: () => ({}) },

  'GET /api/Users': { access: 'admin', request: () => ({}) },
  'GET /api/Users/{id}': { access: 'admin', request: () => ({}) },
  'PUT /api/Users/{id}/roles': { access: 'admin', request: () => json({ roles: ['Admin'] }) },
  'PUT /api/Users/{id}/status': { access: 'admin', request: () => json({ isActive: false }) },
  'DELETE /api/Users/{id}': { access: 'admin', request: () => ({}) },

  'GET /api/Category': { access: 'public' },
  'GET /api/Category/admin': { access: 'staff', request: () => ({}) },
  'POST /api/Category': { access: 'staff', request: () => json({ name: 'Yeni Kategori' }) },
  'PUT /api/Category/{id}': { access: 'staff', request: () => json({ name: 'Değişen Kategori' }) },
  'DELETE /api/Category/{id}': { access: 'staff', request: () => ({}) },
  // Translations (issue 23): the same guard as the item's own writes; the seed has an English one of each item.
  'GET /api/Category/{id}/translations': { access: 'staff', request: () => ({}) },
  'PUT /api/Category/{id}/translations/{locale}': { access: 'staff', request: () => json({ name: 'Knee' }) },
  'DELETE /api/Category/{id}/translations/{locale}': { access: 'staff', request: () => ({}) },
  // Revisions (issue 24): the item's guard; the seed has one revision of each item.
  'GET /api/Category/{id}/revisions': { access: 'staff', request: () => ({}) },
  'GET /api/Category/{id}/revisions/{revisionId}': { access: 'staff', request: () => ({}) },
  'POST /api/Category/{id}/revisions/{revisionId}/restore': { access: 'staff', request: () => ({}) },

  'GET /api/Catalog': { access: 'public' },
  'GET /api/Catalog/admin': { access: 'staff', request: () => ({}) },
  'GET /api/Catalog/{id}': { access: 'public' },
  'POST /api/Catalog': { access: 'staff', request: () => json({ name: 'Yeni Katalog' }) },
  'PUT /api/Catalog/{id}': { access: 'staff', request: () => json({ name: 'Değişen Katalog' }) },
  'DELETE /api/Catalog/{id}': { access: 'staff', request: () => ({}) },
  'GET /api/Catalog/{id}/translations': { access: 'staff', request: () => ({}) },
  'PUT /api/Catalog/{id}/translations/{locale}': { access: 'staff', request: () => json({ name: 'Empty' }) },
  'DELETE /api/Catalog/{id}/translations/{locale}': { access: 'staff', request: () => ({}) },
  'GET /api/Catalog/{id}/revisions': { access: 'staff', request: () => ({}) },
  'GET /api/Catalog/{id}/revisions/{revisionId}': { access: 'staff', request: () => ({}) },
  'POST /api/Catalog/{id}/revisions/{revisionId}/restore': { access: 'staff', request: () => ({}) },

  'GET /api/blog': { access: 'public' },
  'GET /api/blog/search': { access: 'public' },
  'GET /api/blog/category/{id}': { access: 'public' },
  'GET /api/blog/{id}': { access: 'public' },
  'PUT /api/blog/{id}/view': { access: 'public' },
  'GET /api/blog/{id}/like': { access: 'public' },
  'PUT /api/blog/{id}/like': { access: 'public' },
  'PUT /api/blog/{id}/unlike': { access: 'public' },
  'GET /api/blog/admin': { access: 'staff', request: () => ({}) },
  'POST /api/blog': { access: 'staff', request: () => multipartBody({ Title: 'Yeni Yazı' }) },
  'PUT /api/blog/{id}': { access: 'staff', request: () => multipartBody({ Title: 'Değişen Yazı' }) },
  'DELETE /api/blog/{id}': { access: 'staff', request: () => ({}) },
  'PUT /api/blog/{id}/status': { access: 'staff', request: () => json({ isActive: false }) },
  'GET /api/blog/{id}/translations': { access: 'staff', request: () => ({}) },
  'PUT /api/blog/{id}/translations/{locale}': {
    access: 'staff',
    request: () => multipartBody({ Title: 'Knee Pain' }),
  },
  'DELETE /api/blog/{id}/translations/{locale}': { access: 'staff', request: () => ({}) },
  'GET /api/blog/{id}/revisions': { access: 'staff', request: () => ({}) },
  'GET /api/blog/{id}/revisions/{revisionId}': { access: 'staff', request: () => ({}) },
  'POST /api/blog/{id}/revisions/{revisionId}/restore': { access: 'staff', request: () => ({}) },

  'GET /api/blog/{id}/comments': { access: 'public' },
  'GET /api/blog/{id}/comments/{commentId}/likes': { access: 'public' },
  'GET /api/blog/comments/admin': { access: 'staff', request: () => ({}) },
  'POST /api/blog/{id}/comments': {
    access: 'user',
    request: async () => json({ content: 'Çok faydalı bir yazı.', captcha: await solveCaptcha(t) }),
  },
  'PUT /api/blog/{id}/comments/{commentId}': {
    access: 'owner',
    request: (ctx, actor) => ({
      url: comment(ctx, ownOrAny(ctx, actor)),
      payload: { content: 'Düzeltilmiş yorum.' },
    }),
  },
  'DELETE /api/blog/{id}/comments/{commentId}': {
    access: 'owner',
    request: (ctx, actor) => ({ url: comment(ctx, ownOrAny(ctx, actor)) }),
  },
  'PUT /api/blog/{id}/comments/{commentId}/approve': {
    access: 'staff',
    request: () => json({ isApproved: false }),
  },
  'POST /api/blog/{id}/comments/{commentId}/report': {
    access: 'user',
    request: (ctx, actor) => ({
      url: comment(ctx, notOwn(ctx, actor), '/report'),
      payload: { reportReason: 'Uygunsuz' },
    }),
  },
  'PUT /api/blog/{id}/comments/{commentId}/like': { access: 'user', request: () => ({}) },
  'GET /api/blog/{id}/comments/{commentId}/like-status': { access: 'user', request: () => ({}) },
  'PUT /api/blog/{id}/comments/{commentId}/like-status': {
    access: 'user',
    request: () => json({ isLiked: true }),
  },
  'PUT /api/blog/{id}/comments/{commentId}/like-status/reset': { access: 'user', request: () => ({}) },
  'GET /api/blog/{id}/comments/like-statuses': { access: 'user', request: () => ({}) },
  'PUT /api/blog/{id}/comments/like-statuses': {
    access: 'user',
    request: (ctx) => json({ commentLikeStatuses: { [String(ctx.commentBy.user)]: true } }),
  },
  'PUT /api/blog/{id}/comments/like-statuses/reset': { access: 'user', request: () => ({}) },

  'GET /api/Operation': { access: 'public' },
  'GET /api/Operation/catalog/{catalogId}': { access: 'public' },
  'GET /api/Operation/{id}': { access: 'public' },
  'PUT /api/Operation/{id}/view': { access: 'public' },
  'GET /api/Operation/admin': { access: 'staff', request: () => ({}) },
  'POST /api/Operation': { access: 'staff', request: () => multipartBody({ Title: 'Yeni Operasyon' }) },
  'PUT /api/Operation/{id}': {
    access: 'staff',
    request: () => multipartBody({ Title: 'Değişen Operasyon' }),
  },
  'DELETE /api/Operation/{id}': { access: 'staff', request: () => ({}) },
  'GET /api/Operation/{id}/translations': { access: 'staff', request: () => ({}) },
  'PUT /api/Operation/{id}/translations/{locale}': {
    access: 'staff',
    request: () => multipartBody({ Title: 'Knee Replacement' }),
  },
  'DELETE /api/Operation/{id}/translations/{locale}': { access: 'staff', request: () => ({}) },
  'GET /api/Operation/{id}/revisions': { access: 'staff', request: () => ({}) },
  'GET /api/Operation/{id}/revisions/{revisionId}': { access: 'staff', request: () => ({}) },
  'POST /api/Operation/{id}/revisions/{revisionId}/restore': { access: 'staff', request: () => ({}) },
  'PUT /api/Operation/{id}/status': { access: 'staff', request: () => json({ isActive: false }) },
  // Drafts, preview links and times to take off (decisions 0283, 0285, 0286).
  'GET /api/blog/drafts': { access: 'staff', request: () => ({}) },
  'POST /api/blog/drafts': { access: 'staff', request: () => json({ fields: { title: 'Yeni Taslak' } }) },
  'GET /api/blog/drafts/{draftId}': { access: 'staff', request: () => ({}) },
  'PUT /api/blog/drafts/{draftId}': {
    access: 'staff',
    request: () => json({ fields: { title: 'Yeni Taslak' }, version: 1, publishAt: inADay() }),
  },
  'DELETE /api/blog/drafts/{draftId}': { access: 'staff', request: () => ({}) },
  'POST /api/blog/drafts/{draftId}/publish': { access: 'staff', request: () => ({}) },
  'GET /api/blog/{id}/draft': { access: 'staff', request: () => ({}) },
  'PUT /api/blog/{id}/draft': {
    access: 'staff',
    request: () => json({ fields: { title: 'Taslak' }, version: 1, publishAt: inADay() }),
  },
  'DELETE /api/blog/{id}/draft': { access: 'staff', request: () => ({}) },
  'POST /api/blog/{id}/draft/publish': { access: 'staff', request: () => ({}) },
  'POST /api/blog/{id}/preview-link': { access: 'staff', request: () => ({}) },
  'GET /api/blog/{id}/preview-links': { access: 'staff', request: () => ({}) },
  'DELETE /api/blog/{id}/preview-links/{linkId}': { access: 'staff', request: () => ({}) },
  'POST /api/blog/drafts/{draftId}/preview-link': { access: 'staff', request: () => ({}) },
  'GET /api/blog/drafts/{draftId}/preview-links': { access: 'staff', request: () => ({}) },
  'DELETE /api/blog/drafts/{draftId}/preview-links/{linkId}': { access: 'staff', request: () => ({}) },
  'GET /api/blog/unpublish-schedules': { access: 'staff', request: () => ({}) },
  'GET /api/blog/{id}/unpublish-schedule': { access: 'staff', request: () => ({}) },
  'PUT /api/blog/{id}/unpublish-schedule': {
    access: 'staff',
    request: () => json({ unpublishAt: inADay() }),
  },

  'GET /api/Operation/drafts': { access: 'staff', request: () => ({}) },
  'POST /api/Operation/drafts': {
    access: 'staff',
    request: () => json({ fields: { title: 'Yeni Taslak' } }),
  },
  'GET /api/Operation/drafts/{draftId}': { access: 'staff', request: () => ({}) },
  'PUT /api/Operation/drafts/{draftId}': {
    access: 'staff',
    request: () => json({ fields: { title: 'Yeni Taslak' }, version: 1, publishAt: inADay() }),
  },
  'DELETE /api/Operation/drafts/{draftId}': { access: 'staff', request: () => ({}) },
  'POST /api/Operation/drafts/{draftId}/publish': { access: 'staff', request: () => ({}) },
  'GET /api/Operation/{id}/draft': { access: 'staff', request: () => ({}) },
  'PUT /api/Operation/{id}/draft': {
    access: 'staff',
    request: () => json({ fields: { title: 'Taslak' }, version: 1, publishAt: inADay() }),
  },
  'DELETE /api/Operation/{id}/draft': { access: 'staff', request: () => ({}) },
  'POST /api/Operation/{id}/draft/publish': { access: 'staff', request: () => ({}) },
  'POST /api/Operation/{id}/preview-link': { access: 'staff', request: () => ({}) },
  'GET /api/Operation/{id}/preview-links': { access: 'staff', request: () => ({}) },
  'DELETE /api/Operation/{id}/preview-links/{linkId}': { access: 'staff', request: () => ({}) },
  'POST /api/Operation/drafts/{draftId}/preview-link': { access: 'staff', request: () => ({}) },
  'GET /api/Operation/drafts/{draftId}/preview-links': { access: 'staff', request: () => ({}) },
  'DELETE /api/Operation/drafts/{draftId}/preview-links/{linkId}': { access: 'staff', request: () => ({}) },
  'GET /api/Operation/unpublish-schedules': { access: 'staff', request: () => ({}) },
  'GET /api/Operation/{id}/unpublish-schedule': { access: 'staff', request: () => ({}) },
  'PUT /api/Operation/{id}/unpublish-schedule': {
    access: 'staff',
    request: () => json({ unpublishAt: inADay() }),
  },

  'POST /api/uploads/image': {
    access: 'staff',
    request: async () => multipartBody({}, { file: file(await pngImage(), 'icerik.png', 'image/png') }),
  },

  'POST /api/WellnessMessage': { access: 'public' },
  'GET /api/WellnessMessage': { access: 'admin', request: () => ({}) },
  'PUT /api/WellnessMessage/{id}/read': { access: 'admin', request: () => json({ isRead: true }) },
  'DELETE /api/WellnessMessage/{id}': { access: 'admin', request: () => ({}) },

  'GET /api/site/changes/blogs': { access: 'build', request: () => ({}) },
  'GET /api/site/changes/operations': { access: 'build', request: () => ({}) },
  'GET /api/site/changes/catalogs': { access: 'build', request: () => ({}) },
  'GET /api/site/changes/categories': { access: 'build', request: () => ({}) },
  'POST /inc/ajax-search.html': { access: 'public' },
  'GET /api/site/publish': { access: 'admin', request: () => ({}) },
  'POST /api/site/publish': { access: 'admin', request: () => ({}) },
  'GET /api/site/settings': { access: 'admin', request: () => ({}) },
  'PUT /api/site/settings': { access: 'admin', request: () => json({}) },
  'GET /api/site/settings/public': { access: 'public' },
  'GET /api/site/setup-status': { access: 'admin', request: () => ({}) },

  'GET /api/admin/audit': { access: 'admin', request: () => ({}) },
  'GET /api/admin/audit.csv': { access: 'admin', request: () => ({}) },
  // The advertising gate (issue 21)
  'GET /api/admin/advertising-overrides': { access: 'admin', request: () => ({}) },
  'GET /api/admin/advertising-overrides/{kind}/{id}': {
    access: 'staff',
    request: (ctx) => ({ url: `/api/admin/advertising-overrides/blogs/${ctx.blog}` }),
  },
  'GET /api/admin/data-requests': { access: 'admin', request: () => ({ query: { email: 'x@test.local' } }) },
  'GET /api/admin/data-requests/export': {
    access: 'admin',
    request: () => ({ query: { email: 'x@test.local' } }),
  },
  'DELETE /api/admin/data-requests': {
    access: 'admin',
    request: () => ({ query: { email: 'x@test.local' } }),
  },

  // First-party statistics (issue 21 item 5): aggregates without personal data, so staff read them.
  'POST /api/analytics': { access: 'public' },
  'GET /api/admin/statistics': { access: 'staff', request: () => ({}) },
  'GET /api/admin/statistics.csv': { access: 'staff', request: () => ({}) },

  'POST /api/Contact': { access: 'public' },
  'GET /api/Contact': { access: 'admin', request: () => ({}) },
  'PUT /api/Contact/{id}/read': { access: 'admin', request: () => json({ isRead: true }) },
  'DELETE /api/Contact/{id}': { access: 'admin', request: () => ({}) },

  // Patients' consent records (issue 21): patient data, Admins only.
  'GET /api/admin/consents': { access: 'admin', request: () => ({}) },
  'POST /api/admin/consents': {
    access: 'admin',
    request: () =>
      multipartBody(
        { PatientRef: 'D-2', ConsentDate: '2026-03-01' },
        { SignedForm: file(SIGNED_PDF, 'onam.pdf', 'application/pdf') },
      ),
  },
  'GET /api/admin/consents/{id}': { access: 'admin', request: () => ({}) },
  'PUT /api/admin/consents/{id}': {
    access: 'admin',
    request: () => multipartBody({ PatientRef: 'D-1b', ConsentDate: '2026-03-02' }),
  },
  'PUT /api/admin/consents/{id}/withdraw': { access: 'admin', request: () => ({}) },
  'GET /api/admin/consents/{id}/form': { access: 'admin', request: () => ({}) },
}

/** A tiny PDF: what the consent's signed form is checked for (its first bytes). */
const SIGNED_PDF = Buffer.from('%PDF-1.4\n% imzali onam formu\n%%EOF\n')

/** Fills the path parameters of a documented path with the seeded records. */
function concretePath(path: string, ctx: Context): string {
  const id = path.startsWith('/api/Users/')
    ? ctx.ids.target
    : path.startsWith('/api/Category/') || path.startsWith('/api/blog/category/')
      ? ctx.category
      : path.startsWith('/api/Catalog/')
        ? ctx.emptyCatalog
        : path.startsWith('/api/Operation/')
          ? ctx.operation
          : path.startsWith('/api/WellnessMessage/')
            ? ctx.wellness
            : path.startsWith('/api/Contact/')
              ? ctx.contact
              : path.startsWith('/api/admin/consents/')
                ? ctx.consent
                : ctx.blog
  return path
    .replace('{id}', String(id))
    .replace('{commentId}', String(ctx.commentBy.user))
    .replace('{catalogId}', String(ctx.catalog))
    .replace('{locale}', 'en')
    .replace('{revisionId}', String(ctx.revisions[path.split('/')[2]!]))
    .replace('{draftId}', String(ctx.drafts[path.split('/')[2]!]?.newDraft))
    .replace(
      '{linkId}',
      String(
        path.includes('/drafts/')
          ? ctx.drafts[path.split('/')[2]!]?.newLink
          : ctx.drafts[path.split('/')[2]!]?.link,
      ),
    )
}

const passwordHash = hashPassword('Kullanici-Sifre-123')

async function seed(): Promise<Context> {
  const db = t.app.db
  const hash = await passwordHash
  const [user, other, target, editor] = await db
    .insert(users)
    .values(
      ['kullanici', 'diger', 'hedef', 'editor'].map((name) => ({
        email: `${name}@example.com`,
        passwordHash: hash,
        firstName: name,
        lastName: 'Test',
        emailConfirmed: true,
        roles: name === 'editor' ? ['Editor'] : ['User'],
      })),
    )
    .returning()
  const [category] = await db.insert(categories).values({ name: 'Diz', nameKey: 'diz' }).returning()
  const [catalog, emptyCatalog] = await db
    .insert(catalogs)
    .values([
      { name: 'Eklem', nameKey: 'eklem' },
      { name: 'Boş', nameKey: 'bos' },
    ])
    .returning()
  const [blog] = await db
    .insert(blogs)
    .values({ slug: 'diz-agrisi', title: 'Diz Ağrısı', categoryId: category!.id })
    .returning()
  const [operation] = await db
    .insert(operations)
    .values({ slug: 'diz-protezi', title: 'Diz Protezi', catalogId: catalog!.id })
    .returning()
  // An English translation of each item, so that every translation call has one to read, replace or delete.
  const sourceUpdatedAt = new Date()
  await db
    .insert(blogTranslations)
    .values({ blogId: blog!.id, locale: 'en', slug: 'knee', title: 'Knee', sourceUpdatedAt })
  await db
    .insert(operationTranslations)
    .values({ operationId: operation!.id, locale: 'en', slug: 'knee', title: 'Knee', sourceUpdatedAt })
  await db
    .insert(categoryTranslations)
    .values({ categoryId: category!.id, locale: 'en', name: 'Knee', nameKey: 'knee', sourceUpdatedAt })
  await db
    .insert(catalogTranslations)
    .values({ catalogId: emptyCatalog!.id, locale: 'en', name: 'Empty', nameKey: 'empty', sourceUpdatedAt })
  const revisionOf = async (
    kind: 'blog' | 'operation' | 'catalog' | 'category',
    itemId: number,
    fields: object,
  ) =>
    (
      await db
        .insert(contentRevisions)
        .values({ kind, itemId, locale: 'tr', reason: 'save', fields: { ...fields } })
        .returning()
    )[0]!.id
  const revisions = {
    blog: await revisionOf('blog', blog!.id, { title: 'Diz Ağrısı', slug: 'diz-agrisi', isActive: true }),
    Operation: await revisionOf('operation', operation!.id, { title: 'Diz Protezi', slug: 'diz-protezi' }),
    Catalog: await revisionOf('catalog', emptyCatalog!.id, { name: 'Boş' }),
    Category: await revisionOf('category', category!.id, { name: 'Diz' }),
  }
  // Drafts and preview links (decisions 0283, 0285, 0286): the item's pending draft, a new item's, a link of each.
  const draftsOf = async (kind: 'blog' | 'operation', itemId: number, fields: Record<string, string>) => {
    await t.app.drafts.save({ kind, itemId, locale: 'tr' }, { fields }, 1)
    const created = await t.app.drafts.createNew(kind, fields, 1)
    const link = await t.app.previewLinks.create({ kind, itemId, draftId: null, locale: 'tr' }, 1)
    const newLink = await t.app.previewLinks.create(
      { kind, itemId: null, draftId: created.id, locale: 'tr' },
      1,
    )
    return { newDraft: created.id, link: link.id, newLink: newLink.id }
  }
  const drafts = {
    blog: await draftsOf('blog', blog!.id, { title: 'Taslak Yazı' }),
    Operation: await draftsOf('operation', operation!.id, {
      title: 'Taslak Operasyon',
      catalogId: String(catalog!.id),
    }),
  }
  const [byUser, byOther] = await db
    .insert(comments)
    .values([
      { blogId: blog!.id, userId: user!.id, content: 'Kullanıcının yorumu', isApproved: true },
      { blogId: blog!.id, userId: other!.id, content: 'Diğerinin yorumu', isApproved: true },
    ])
    .returning()
  const consentAt = new Date()
  const [wellness] = await db
    .insert(wellnessMessages)
    .values({ senderName: 'Ayşe', message: 'Geçmiş olsun, çabuk iyileşin.', consentAt })
    .returning()
  const [contact] = await db
    .insert(contactMessages)
    .values({
      name: 'Hasan',
      email: 'hasan@example.com',
      subject: 'Randevu',
      message: 'Randevu istiyorum.',
      consentAt,
    })
    .returning()
  const consent = await t.app.consents.create(
    {
      patientRef: 'D-1',
      consentDate: '2026-03-01',
      signedForm: { kind: 'file', filename: 'onam.pdf', mimetype: 'application/pdf', data: SIGNED_PDF },
    },
    1,
  )
  const sign = async (row: { id: number; roles: string[]; tokenVersion: number }) =>
    (await t.app.tokens.sign(row, false)).token
  return {
    tokens: {
      user: await sign(user!),
      other: await sign(other!),
      editor: await sign(editor!),
      admin: await sign({ id: 1, roles: ['Admin'], tokenVersion: 0 }),
    },
    passwords: {
      user: 'Kullanici-Sifre-123',
      other: 'Kullanici-Sifre-123',
      editor: 'Kullanici-Sifre-123',
      admin: ADMIN.password,
    },
    ids: { user: user!.id, other: other!.id, editor: editor!.id, target: target!.id },
    blog: blog!.id,
    category: category!.id,
    catalog: catalog!.id,
    emptyCatalog: emptyCatalog!.id,
    operation: operation!.id,
    commentBy: { user: byUser!.id, other: byOther!.id },
    wellness: wellness!.id,
    contact: contact!.id,
    consent: consent.id,
    revisions,
    drafts,
  }
}

/** Everything a refused call could have changed. */
async function snapshot(): Promise<string> {
  const db = t.app.db
  const tables = [
    users,
    blogs,
    operations,
    categories,
    catalogs,
    comments,
    commentLikes,
    commentReports,
    wellnessMessages,
    contactMessages,
    accountTokens,
    removals,
    auditLog,
    consentRecords,
    blogTranslations,
    operationTranslations,
    categoryTranslations,
    catalogTranslations,
    contentDrafts,
    previewLinks,
    contentUnpublishSchedules,
  ]
  const dumps = await Promise.all(tables.map((table) => db.select().from(table)))
  return JSON.stringify(dumps.map((rows) => rows.map((r) => JSON.stringify(r)).sort()))
}

let documented: Array<{ key: string; secured: boolean }> = []
beforeEach(async () => {
  if (documented.length > 0) return
  const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).body as {
    paths: Record<string, Record<string, { security?: unknown[] }>>
  }
  documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      secured: (op.security?.length ?? 0) > 0,
    })),
  )
})

test('every call of the API has a row in this table, and every row is a call', () => {
  const keys = documented.map((d) => d.key).sort()
  expect(keys).toEqual(Object.keys(ROWS).sort())
})

test('a call documented as needing a token is exactly a call that is not public', () => {
  const mismatched = documented
    .filter((d) => d.secured !== (ROWS[d.key]?.access !== 'public'))
    .map((d) => `${d.key} (documented ${d.secured ? 'secured' : 'public'})`)
  expect(mismatched).toEqual([])
})

const EXPECTED: Record<Exclude<Access, 'public'>, Record<Actor, 'allowed' | 401 | 403>> = {
  user: { guest: 401, user: 'allowed', other: 'allowed', editor: 'allowed', admin: 'allowed' },
  owner: { guest: 401, user: 'allowed', other: 403, editor: 'allowed', admin: 'allowed' },
  staff: { guest: 401, user: 403, other: 403, editor: 'allowed', admin: 'allowed' },
  admin: { guest: 401, user: 403, other: 403, editor: 403, admin: 'allowed' },
  // Only the build token opens the change feeds (test/routes/site-changes.test.ts): no session does.
  build: { guest: 401, user: 401, other: 401, editor: 401, admin: 401 },
}

const REFUSED_WHO: Record<Exclude<Access, 'public'>, string> = {
  user: 'a guest',
  owner: 'a guest and another user',
  staff: 'a guest and users who are not staff',
  admin: 'a guest, users and an Editor',
  build: 'every session (only the build token opens it)',
}

const guarded = Object.entries(ROWS).filter(([, row]) => row.access !== 'public')

describe.each(guarded)('%s', (key, row) => {
  const [method, path] = key.split(' ') as [InjectOptions['method'], string]
  const expected = EXPECTED[row.access as Exclude<Access, 'public'>]

  const call = async (ctx: Context, actor: Actor) => {
    const options = await row.request!(ctx, actor === 'guest' ? 'user' : actor)
    return t.request({
      method,
      url: concretePath(path, ctx),
      ...options,
      token: actor === 'guest' ? undefined : ctx.tokens[actor],
    } as InjectOptions & { token?: string })
  }

  test(`refuses ${REFUSED_WHO[row.access as Exclude<Access, 'public'>]} and changes nothing`, async () => {
    const ctx = await seed()
    const before = await snapshot()
    for (const actor of ['guest', 'user', 'other', 'editor'] as const) {
      const want = expected[actor]
      if (want === 'allowed') continue
      // For owner-only calls, "other" tries the comment the user wrote.
      const res = await call(ctx, actor)
      expect(res.statusCode, `${actor}: ${res.payload}`).toBe(want)
      expect(res.body.message, actor).toMatch(/[ğüşıöçİ]/i)
    }
    // A guest is refused before the body is read: a malformed body gets 401 too, never a 400 describing the form.
    const malformed = await t.request({
      method,
      url: concretePath(path, ctx),
      ...(method === 'GET' ? {} : { payload: { bozuk: true } }),
    })
    expect(malformed.statusCode).toBe(401)
    expect(await snapshot()).toBe(before)
  })

  const allowed = (['user', 'other', 'editor', 'admin'] as const).filter(
    (actor) => expected[actor] === 'allowed',
  )
  const staffWrite = (row.access === 'staff' || row.access === 'admin') && method !== 'GET'

  test.each(allowed)(
    `lets %s through${staffWrite ? ', and the write is on the audit log by its route' : ''}`,
    async (actor) => {
      const ctx = await seed()
      const res = await call(ctx, actor)
      expect(res.statusCode, `${actor}: ${res.payload}`).toBeGreaterThanOrEqual(200)
      expect(res.statusCode, `${actor}: ${res.payload}`).toBeLessThan(300)
      if (!staffWrite) return
      const entries = await t.app.db.select().from(auditLog)
      const actorId = actor === 'admin' ? 1 : ctx.ids[actor as 'editor']
      // Recorded by the route itself (a named resource), not by the safety net (which names the route's path).
      expect(
        entries.filter((e) => e.actorId === actorId && !e.resource.startsWith('/')),
        JSON.stringify(entries),
      ).toHaveLength(1)
    },
  )
})
