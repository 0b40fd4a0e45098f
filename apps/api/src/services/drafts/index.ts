import { BlogForm } from '@clinic/contract/blog'
import { DRAFT_MESSAGES, type DraftFields, type DraftKind } from '@clinic/contract/draft'
import type { Locale, TranslationLocale } from '@clinic/contract/locale'
import { OperationForm } from '@clinic/contract/operation'
import { ADMIN_ROLE, isStaffRoles } from '@clinic/contract/roles'
import { BlogTranslationForm, OperationTranslationForm } from '@clinic/contract/translation'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { z } from 'zod'
import { users } from '../../db/schema.ts'
import { badRequest, type FieldErrors, HttpError } from '../../lib/http-errors.ts'
import { requireSiteLocale } from '../translations/translation-sql.ts'
import { createDraftStore, type DraftStore } from './draft-store.ts'
import { createUnpublishSchedules, type UnpublishSchedules } from './unpublish-schedules.ts'

/** Who publishes: the staff member at the button, or the one who scheduled. */
export interface DraftPublisher {
  id: number
  name: string
  isAdmin: boolean
}

export interface Drafts extends DraftStore {
  /**
   * The draft's fields read as the route of a normal save reads them (create, update or the translation's form):
   * a Turkish 400 with the fields' messages when they would not be accepted.
   */
  validate(kind: DraftKind, locale: Locale, itemId: number | null, fields: DraftFields): unknown
  /**
   * Applies a draft through the same service save as the form (validation, sanitising, slug, consent and
   * advertising gates, revision, `contentChanged`), then deletes it (unless it was autosaved meanwhile). Answers
   * the item's id (a new item's too). A refused save throws its own error and leaves the draft.
   */
  publish(
    draftId: number,
    kind: DraftKind,
    by: DraftPublisher,
    reason: 'publish' | 'schedule',
  ): Promise<{ itemId: number; locale: Locale; version: number; itemBefore: unknown }>
  /** A user who may still publish (an active staff account), or undefined. */
  publisherOf(userId: number | null): Promise<(DraftPublisher & { email: string }) | undefined>
}

declare module 'fastify' {
  interface FastifyInstance {
    drafts: Drafts
    unpublishSchedules: UnpublishSchedules
  }
}

/** The fields' messages of a refused parse, as the route's own 400 would give them. */
function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'fields'
    errors[field] ??= []
    errors[field].push(issue.message)
  }
  return errors
}

export default fp(
  async function draftsPlugin(app: FastifyInstance) {
    const store = createDraftStore(app.db)

    const schemaOf = (kind: DraftKind, locale: Locale, itemId: number | null): z.ZodType => {
      if (locale !== 'tr') return kind === 'blog' ? BlogTranslationForm : OperationTranslationForm
      void itemId
      return kind === 'blog' ? BlogForm : OperationForm
    }

    const validate: Drafts['validate'] = (kind, locale, itemId, fields) => {
      if (locale !== 'tr') requireSiteLocale(app.config.siteLocales, locale)
      // A draft never carries a file: its cover is an upload's path (existingImagePath) or the live one.
      const { blogImage: _b, operationImage: _o, ...texts } = fields
      const parsed = schemaOf(kind, locale, itemId).safeParse(texts)
      if (!parsed.success) throw badRequest(undefined, fieldErrors(parsed.error))
      return parsed.data
    }

    const publisherOf: Drafts['publisherOf'] = async (userId) => {
      if (userId === null) return undefined
      const [user] = await app.db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          roles: users.roles,
          isActive: users.isActive,
        })
        .from(users)
        .where(eq(users.id, userId))
      if (!user?.isActive || !isStaffRoles(user.roles)) return undefined
      return {
        id: user.id,
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim(),
        isAdmin: user.roles.includes(ADMIN_ROLE),
      }
    }

    const publish: Drafts['publish'] = async (draftId, kind, by, reason) => {
      const draft = await store.find(kind, draftId)
      const locale = draft.locale
      const form = validate(kind, locale, draft.itemId, draft.fields)
      const saver = { by: { id: by.id, name: by.name }, reason }
      const gate = { ...saver, editor: { id: by.id, isAdmin: by.isAdmin } }
      const service = kind === 'blog' ? app.blogs : app.operations
      let itemId: number
      let itemBefore: unknown
      if (draft.itemId === null) {
        const author =
          kind === 'blog'
            ? undefined
            : await app.users.authorOf({ id: by.id, firstName: by.name, lastName: '' })
        const created = (await (kind === 'blog'
          ? app.blogs.save(form as BlogForm, undefined, undefined, gate)
          : app.operations.save(form as OperationForm, author!, undefined, gate))) as { id: number }
        itemId = created.id
        // The new draft's preview links now show the created item (decision 0286), before the draft goes.
        await app.previewLinks.moveToItem(kind, draft.id, itemId)
      } else {
        itemId = draft.itemId
        if (locale === 'tr') {
          itemBefore = await service.find(itemId, false)
          if (kind === 'blog') await app.blogs.save(form as BlogForm, undefined, itemId, gate)
          // The author's picture is copied only when an operation is created: an update keeps the one it has.
          else
            await app.operations.save(
              form as OperationForm,
              { name: '', profileImagePath: null },
              itemId,
              gate,
            )
        } else {
          itemBefore = await service.translations
            .find(itemId, locale as TranslationLocale)
            .catch(() => ({ locale }))
          await (kind === 'blog'
            ? app.blogs.translations.save(
                itemId,
                locale as TranslationLocale,
                form as BlogTranslationForm,
                saver,
              )
            : app.operations.translations.save(
                itemId,
                locale as TranslationLocale,
                form as OperationTranslationForm,
                saver,
              ))
        }
      }
      await store.remove(draft.id, draft.version)
      return { itemId, locale, version: draft.version, itemBefore }
    }

    app.decorate('drafts', { ...store, validate, publish, publisherOf } satisfies Drafts)
    app.decorate('unpublishSchedules', createUnpublishSchedules(app.db))
  },
  { name: 'drafts', dependencies: ['db', 'blogs', 'operations', 'users', 'audit', 'previewLinks'] },
)

/** A publish's refusal as the Turkish text a schedule keeps. */
export function scheduleErrorOf(error: unknown): string {
  if (error instanceof HttpError) {
    const details = error.errors ? Object.values(error.errors).flat() : []
    return [`Zamanlanmış yayın yapılamadı: ${error.message}`, ...details].join(' ')
  }
  return 'Zamanlanmış yayın yapılamadı: beklenmeyen bir hata oluştu. Taslağı açıp "Yayınla" ile yeniden deneyin.'
}

export { DRAFT_MESSAGES }
