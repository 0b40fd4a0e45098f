import { advertisingWarnings } from '@clinic/contract/advertising'
import type { Locale, TranslationLocale } from '@clinic/contract/locale'
import { foldForSearch } from '@clinic/contract/search-fold'
import { slugifyFor } from '@clinic/contract/slugify-tr'
import type {
  BlogTranslation,
  BlogTranslationForm,
  BlogTranslationSaved,
  OperationTranslationForm,
  TranslationStates,
} from '@clinic/contract/translation'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import type { blogs, blogTranslations, operations, operationTranslations } from '../../db/schema.ts'
import { contentUnpublishSchedules } from '../../db/schema.ts'
import { conflict, notFound } from '../../lib/http-errors.ts'
import { toIso } from '../../lib/listing.ts'
import { isUniqueViolation } from '../../lib/pg-error.ts'
import { richTextToPlain, sanitizeRichText } from '../../lib/sanitize-rich-text.ts'
import type { AppEvents } from '../../plugins/events.ts'
import { parseTags, resolveSlug } from '../content/content-form.ts'
import { type RevisionStore, type Saver, snapshotOf } from '../revisions/revision-store.ts'
import { requireSiteLocale, stateOf, statesOf, translationMissing } from './translation-sql.ts'

/**
 * The translations of posts and operations (issue 23, decision 0270): one row per item and language with the texts
 * of the item's form. A write stores what the Turkish text was when it was translated (`source_updated_at`, so the
 * admin sees "outdated" later) and touches the Turkish item's `updatedAt` (never its `contentUpdatedAt`), so the
 * site's change feed, one cursor for every language, sends the item again with its new alternates.
 */

export interface ContentTranslationSpec {
  kind: 'blogs' | 'operations'
  table: typeof blogs | typeof operations
  translations: typeof blogTranslations | typeof operationTranslations
  /** The translation's column that points at the item, and its field. */
  item: PgColumn
  itemField: 'blogId' | 'operationId'
  notFound: string
}

const SLUG_TAKEN = 'Bu kısa ad (slug) bu dilde başka bir içerikte kullanılıyor.'

/** The fields a form of either kind carries; a post's adds tags. */
type TranslationForm = OperationTranslationForm & Partial<Pick<BlogTranslationForm, 'tags'>>

export function createContentTranslations(
  db: Database,
  events: Pick<AppEvents, 'contentChanged'>,
  spec: ContentTranslationSpec,
  siteLocales: readonly Locale[],
  revisions: RevisionStore,
) {
  // Both pairs of tables share these columns; drizzle cannot type one query over a union of tables.
  const table = spec.table as typeof blogs
  const translations = spec.translations as typeof blogTranslations
  const item = spec.item as typeof blogTranslations.blogId
  const withTags = 'tags' in translations
  const revisionKind = spec.kind === 'blogs' ? 'blog' : 'operation'

  const columns = {
    locale: translations.locale,
    title: translations.title,
    slug: translations.slug,
    shortDescription: translations.shortDescription,
    fullContent: translations.fullContent,
    seoKeywords: translations.seoKeywords,
    seoDescription: translations.seoDescription,
    ...(withTags ? { tags: translations.tags } : {}),
    isActive: translations.isActive,
    sourceUpdatedAt: translations.sourceUpdatedAt,
    updatedAt: translations.updatedAt,
    outdated: sql<boolean>`${translations.sourceUpdatedAt} < ${table.contentUpdatedAt}`,
  }
  type Row = { [K in keyof typeof columns]: unknown } & {
    isActive: boolean
    outdated: boolean
    sourceUpdatedAt: Date
    updatedAt: Date
  }
  const toTranslation = ({ outdated, ...row }: Row) =>
    ({
      ...row,
      state: stateOf(row.isActive, outdated),
      sourceUpdatedAt: toIso(row.sourceUpdatedAt),
      updatedAt: toIso(row.updatedAt),
    }) as unknown as BlogTranslation

  const rowsOf = (itemId: number, locale?: TranslationLocale) =>
    db
      .select(columns)
      .from(translations)
      .innerJoin(table, eq(item, table.id))
      .where(and(eq(item, itemId), locale ? eq(translations.locale, locale) : undefined))
      .orderBy(translations.locale)

  async function requireItem(itemId: number): Promise<void> {
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, itemId))
    if (!row) throw notFound(spec.notFound)
  }

  /** GET …/{id}/translations: the translations there are, and every language's state. */
  async function list(itemId: number): Promise<{ states: TranslationStates; items: BlogTranslation[] }> {
    await requireItem(itemId)
    const rows = (await rowsOf(itemId)) as Row[]
    const facts = Object.fromEntries(rows.map((row) => [row.locale, [row.isActive, row.outdated]]))
    return { states: statesOf(facts as Record<string, [boolean, boolean]>), items: rows.map(toTranslation) }
  }

  async function find(itemId: number, locale: TranslationLocale): Promise<BlogTranslation> {
    requireSiteLocale(siteLocales, locale)
    const [row] = (await rowsOf(itemId, locale)) as Row[]
    if (!row) {
      await requireItem(itemId)
      throw translationMissing()
    }
    return toTranslation(row)
  }

  /** Touches the Turkish item, so the change feed sends it again (its alternates changed). */
  const touchItem = (tx: Pick<Database, 'update'>, itemId: number) =>
    tx.update(table).set({ updatedAt: sql`now()` }).where(eq(table.id, itemId))

  /**
   * PUT …/{id}/translations/{locale}: creates or replaces one language. The slug is the form's (409 when another
   * item has it in this language), the translation's current one, or made from the title (Latin letters); the rich
   * text is sanitised as the item's is; tags and the search text are folded as the language folds.
   */
  async function save(
    itemId: number,
    locale: TranslationLocale,
    form: TranslationForm,
    saver?: Saver,
  ): Promise<BlogTranslationSaved> {
    requireSiteLocale(siteLocales, locale)
    await requireItem(itemId)
    const [current] = await db
      .select()
      .from(translations)
      .where(and(eq(item, itemId), eq(translations.locale, locale)))
    const fold = (text: string) => foldForSearch(locale, text)
    const tags = withTags ? parseTags(form.tags, fold) : []
    const slug = await resolveSlug({
      requested: form.slug,
      title: form.title,
      current: current?.slug,
      slugify: (title) => slugifyFor(locale, title),
      takenMessage: SLUG_TAKEN,
      isTaken: async (candidate) =>
        (
          await db
            .select({ id: translations.id })
            .from(translations)
            .where(and(eq(translations.locale, locale), eq(translations.slug, candidate), ne(item, itemId)))
        ).length > 0,
    })
    const fullContent = form.fullContent ? sanitizeRichText(form.fullContent) || null : null
    const shortDescription = form.shortDescription ?? null
    const texts = {
      slug,
      title: form.title,
      shortDescription,
      fullContent,
      seoKeywords: form.seoKeywords ?? null,
      seoDescription: form.seoDescription ?? null,
      ...(withTags ? { tags, tagKeys: tags.map(fold) } : {}),
    }
    const textChanged =
      !current ||
      Object.entries(texts).some(
        ([field, value]) =>
          JSON.stringify(value) !== JSON.stringify((current as Record<string, unknown>)[field] ?? null),
      )
    const values = {
      ...texts,
      isActive: form.isActive ?? current?.isActive ?? true,
      searchText: fold(
        [form.title, shortDescription ?? '', richTextToPlain(fullContent ?? ''), tags.join(' ')].join(' '),
      ),
      // The Turkish text this translation was made from, read by the database (the same precision it compares).
      sourceUpdatedAt: sql`(select content_updated_at from ${table} where id = ${itemId})`,
      updatedAt: sql`now()`,
      ...(textChanged ? { contentUpdatedAt: sql`now()` } : {}),
    }
    try {
      await db.transaction(async (tx) => {
        await tx
          .insert(translations)
          .values({ ...values, [spec.itemField]: itemId, locale } as never)
          .onConflictDoUpdate({ target: [item, translations.locale], set: values as never })
        await touchItem(tx, itemId)
        const [after] = await tx
          .select()
          .from(translations)
          .where(and(eq(item, itemId), eq(translations.locale, locale)))
        await revisions.record(tx, {
          kind: revisionKind,
          itemId,
          locale,
          fields: snapshotOf(revisionKind, after as Record<string, unknown>),
          before: current && snapshotOf(revisionKind, current),
          saver,
        })
      })
    } catch (error) {
      // Two saves racing for one slug: the unique index decides.
      if (isUniqueViolation(error, /_slug_unique$/)) throw conflict(SLUG_TAKEN, { slug: [SLUG_TAKEN] })
      throw error
    }
    events.contentChanged({ kind: spec.kind, id: itemId, action: 'updated' })
    // The advertising rules in this language warn (decision 0277): the texts as stored, as the Turkish gate reads.
    const saved = await find(itemId, locale)
    return { ...saved, advertising: advertisingWarnings(saved, locale) }
  }

  /** DELETE …/{id}/translations/{locale}: the item leaves that language's site. */
  async function remove(itemId: number, locale: TranslationLocale): Promise<void> {
    requireSiteLocale(siteLocales, locale)
    await requireItem(itemId)
    await db.transaction(async (tx) => {
      const deleted = await tx
        .delete(translations)
        .where(and(eq(item, itemId), eq(translations.locale, locale)))
        .returning({ id: translations.id })
      if (deleted.length === 0) throw translationMissing()
      // A time to take it off goes with it (decision 0286): a later translation starts without one.
      await tx
        .delete(contentUnpublishSchedules)
        .where(
          and(
            eq(contentUnpublishSchedules.kind, revisionKind),
            eq(contentUnpublishSchedules.itemId, itemId),
            eq(contentUnpublishSchedules.locale, locale),
          ),
        )
      await touchItem(tx, itemId)
    })
    events.contentChanged({ kind: spec.kind, id: itemId, action: 'updated' })
  }

  return { list, find, save, remove }
}

export type ContentTranslations = ReturnType<typeof createContentTranslations>
