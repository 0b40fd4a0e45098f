import type { AdvertisingOverrideInput } from '@clinic/contract/advertising'
import type { ListSort, Paging } from '@clinic/contract/common'
import { LOCALES, type Locale, type TranslationLocale } from '@clinic/contract/locale'
import { foldForSearch, searchWordsIn } from '@clinic/contract/search-fold'
import { siteConfig } from '@clinic/contract/site-config'
import { and, arrayContains, asc, count, desc, eq, getTableName, gt, not, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgInsertValue } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import type {
  blogs,
  blogTranslations,
  catalogs,
  catalogTranslations,
  categories,
  categoryTranslations,
  operations,
  operationTranslations,
} from '../../db/schema.ts'
import { contentDrafts, contentUnpublishSchedules, previewLinks } from '../../db/schema.ts'
import { badRequest, notFound } from '../../lib/http-errors.ts'
import { isPaged, parseIdOrSlug, toIso } from '../../lib/listing.ts'
import { sanitizeRichText } from '../../lib/sanitize-rich-text.ts'
import type { SearchHit } from '../../lib/search-results-html.ts'
import { searchTextOf, searchWords } from '../../lib/search-text.ts'
import type { AppEvents } from '../../plugins/events.ts'
import type { ImageFolder, ImageStore } from '../../plugins/images.ts'
import {
  type Editor,
  gateActivation,
  gateSave,
  type StoredOverride,
  storeOverrides,
} from '../advertising/advertising-service.ts'
import { keepAll, type RevisionStore, type Saver, snapshotOf } from '../revisions/revision-store.ts'
import { paginate, turkishOrder } from '../shared/sql.ts'
import {
  activeTranslationIn,
  isTranslated,
  needsTranslationIn,
  requireSiteLocale,
  statesOf,
  type TranslationLink,
  translatedSlugs,
  translationFacts,
} from '../translations/translation-sql.ts'
import { removeUnreferenced, uploadsInText } from '../uploads/upload-references.ts'
import { resolveImage, resolveSlug, writeWithImage } from './content-form.ts'
import { type Executor, recordRemoval, removedSince } from './removals.ts'
import { publicContent } from './visibility.ts'

/**
 * Posts and operations live the same life: a slug, a cover image, rich text, a status, a view counter, a group
 * (category or catalog), deletion with their files, and the site's change feed. This is that life, written once
 * and parametrised by the table; each resource's service adds only what is its own (tags and likes, the author's
 * picture).
 */

type ContentTable = typeof blogs | typeof operations
type GroupTable = typeof categories | typeof catalogs

/** What a row of either table answers before its date becomes ISO text. */
type Dated<Item> = Omit<Item, 'publishedDate' | 'contentUpdatedAt'> & {
  publishedDate: Date | null
  contentUpdatedAt?: Date | null
}

/** The fields of the admin's form that posts and operations share. */
export interface ContentForm {
  slug?: string
  title: string
  shortDescription?: string
  fullContent?: string
  seoKeywords?: string
  seoDescription?: string
  existingImagePath?: string
  authorName?: string
  publishedDate?: string
  isActive?: boolean
  advertisingOverrides?: AdvertisingOverrideInput[]
}

/**
 * Who saves and what the gate's overrides of the save are told to (the route's audit entries); who and why also go
 * into the save's revision.
 */
export interface SaveGate extends Saver {
  editor?: Editor
  onOverridden?: (overrides: StoredOverride[], id: number) => void
}

/** The columns whose change is a change of content (issue 21): "Son güncelleme" moves only with these. */
const CONTENT_FIELDS = [
  'title',
  'shortDescription',
  'fullContent',
  'seoKeywords',
  'seoDescription',
  'imagePath',
  'categoryId',
  'catalogId',
  'tags',
] as const

export interface ContentListFilter extends Paging {
  /** The public's lists: active items only, whatever `active` says. */
  activeOnly: boolean
  /** The admin's filter: only active (true) or only inactive (false) items. */
  active?: boolean
  /** Only the items of this category or catalog. */
  groupId?: number
  /** GET /api/blog/search: a query without words finds nothing. */
  query?: string
  /** The lists' search: every word must be found; without words it filters nothing. */
  search?: string
  sort?: ListSort
  /** Only items changed after this time (the site's loaders). */
  updatedAfter?: Date
  /** Items with their `fullContent` (the site's change feed only): every list answers summaries without it. */
  withContent?: boolean
  /**
   * The language of the texts (issue 23; Turkish when absent). In another one only items public in it are found
   * (`activeOnly`), with that translation's texts; search and tags use its folded words.
   */
  locale?: Locale
  /** Only posts with this tag (folded as the language folds). */
  tag?: string
  /** The admin's list: each row says where its translations stand (`translationStates`). */
  withStates?: boolean
  /** The admin's "Çevirisi eksik": only items whose translation in this language is missing or outdated. */
  needsTranslation?: TranslationLocale
}

export interface ContentSpec {
  kind: 'blogs' | 'operations'
  table: ContentTable
  notFound: string
  imageFolder: ImageFolder
  /** The category or catalog an item belongs to (its own values write the column); its name is shown with the item. */
  group: {
    table: GroupTable
    /** The item's column that points at the group. */
    column: PgColumn
    /** The form's field, for the 400 when the chosen group does not exist. */
    field: string
    missing: string
    /** The 404 of a list by a group that does not exist. */
    notFound: string
    /** The item's field that shows the group's name (`categoryName`, `catalogName`). */
    nameField: string
    /** The group's translations: in another language the item shows the group's name there (null without one). */
    translations: { table: typeof categoryTranslations | typeof catalogTranslations; group: PgColumn }
  }
  /** The item's translations (issue 23). */
  translations: { table: typeof blogTranslations | typeof operationTranslations; item: PgColumn }
  /** A post's folded tags (the tag filter); operations have none. */
  tagKeys?: PgColumn
  /** The item's columns as the contract names them, the group's name among them. */
  columns: Record<string, PgColumn>
  /** Uploads a row shows besides its cover and its text's images (an operation's copy of its author's picture). */
  ownFiles?: Record<string, PgColumn>
  /** Counters the public's view call answers besides the views (a post's likes). */
  counters?: Record<string, PgColumn>
}

/** What a save writes besides the shared fields: the resource's own columns and words for the search text. */
export interface OwnValues {
  values: Record<string, unknown>
  searchWords?: { tags?: string[] }
}

export function createContentService<Item extends { id: number }, Counters extends object = object>(
  db: Database,
  images: ImageStore,
  events: Pick<AppEvents, 'contentChanged'>,
  spec: ContentSpec,
  /** SITE_LOCALES: the languages a read may ask for and the alternates name. */
  siteLocales: readonly Locale[] = LOCALES,
  revisions: RevisionStore = keepAll(db),
) {
  // Both tables share these columns; drizzle cannot type one query over a union of tables.
  const table = spec.table as typeof blogs
  const groupTable = spec.group.table as typeof categories
  const translations = spec.translations.table as typeof blogTranslations
  const groupTranslations = spec.group.translations.table as typeof categoryTranslations
  const { kind } = spec
  const link: TranslationLink = {
    table: translations,
    item: spec.translations.item,
    itemTable: getTableName(table),
  }
  const withTags = 'tags' in spec.columns
  const revisionKind = kind === 'blogs' ? 'blog' : 'operation'
  /** Writes the revision of a save of the item (inside its transaction), from the row as the save left it. */
  const recordRevision = async (
    tx: Executor,
    id: number,
    before: Record<string, unknown> | undefined,
    saver: Saver | undefined,
  ) => {
    const [after] = await tx.select().from(table).where(eq(table.id, id))
    await revisions.record(tx, {
      kind: revisionKind,
      itemId: id,
      locale: 'tr',
      fields: snapshotOf(revisionKind, after as Record<string, unknown>),
      before: before && snapshotOf(revisionKind, before),
      saver,
    })
  }

  const published = sql`coalesce(${table.publishedDate}, ${table.createdAt})`
  const newestFirst = [desc(published), desc(table.id)]
  const ORDER: Record<ListSort, SQL[]> = {
    newest: newestFirst,
    oldest: [asc(published), asc(table.id)],
    title: [asc(turkishOrder(table.title)), asc(table.id)],
    views: [desc(table.viewCount), ...newestFirst],
  }

  /**
   * One LIKE per word: an item matches when its folded text holds every word (letters and digits only). In another
   * language the translation's text is searched.
   */
  const containsEvery = (words: string[], locale?: Locale) => {
    const searched = isTranslated(locale) ? translations.searchText : table.searchText
    return words.map((word) => sql`${searched} like ${`%${word}%`}`)
  }
  /** A query's words as the language folds them (Turkish keeps its ASCII words). */
  const wordsOf = (query: string, locale?: Locale) =>
    isTranslated(locale) ? searchWordsIn(locale, query) : searchWords(query)
  const isPublic = publicContent(table)
  /** Public in a language: the Turkish item is public, and (another language) its translation there is active. */
  const isPublicIn = (locale?: Locale): SQL =>
    isTranslated(locale) ? (and(isPublic, eq(translations.isActive, true)) as SQL) : isPublic
  const byIdOrSlug = (idOrSlug: string | number, locale?: Locale): SQL => {
    const key = typeof idOrSlug === 'number' ? { id: idOrSlug } : parseIdOrSlug(idOrSlug)
    if ('id' in key) return eq(table.id, key.id)
    return eq(isTranslated(locale) ? translations.slug : table.slug, key.slug)
  }
  /** The active item with this id or slug: the public's counters touch no other. */
  const publicBy = (idOrSlug: string): SQL | undefined => and(byIdOrSlug(idOrSlug), isPublic)

  // A list answers summaries: the item without its body, which only its own call and the change feed carry.
  const { fullContent: _body, ...summaryColumns } = spec.columns
  /** The columns whose value a translation replaces, in a language other than Turkish. */
  const translatedColumns = (columns: Record<string, PgColumn>): Record<string, PgColumn> => ({
    ...columns,
    slug: translations.slug,
    title: translations.title,
    shortDescription: translations.shortDescription,
    ...('fullContent' in columns ? { fullContent: translations.fullContent } : {}),
    seoKeywords: translations.seoKeywords,
    seoDescription: translations.seoDescription,
    ...(withTags ? { tags: translations.tags } : {}),
    // The page's "Son güncelleme", JSON-LD dateModified and sitemap lastmod in that language: when its own text last
    // changed, not the Turkish text's (which that page does not show).
    ...('contentUpdatedAt' in columns ? { contentUpdatedAt: translations.contentUpdatedAt } : {}),
    [spec.group.nameField]: groupTranslations.name,
  })
  /** Beside every item: whether it is public, its Turkish slug and its slugs elsewhere (the alternates). */
  const alternateColumns = {
    _public: sql<boolean>`${isPublic}`,
    _trSlug: table.slug,
    _slugs: translatedSlugs(link, siteLocales),
  }
  const select = (
    columns: Record<string, PgColumn> = spec.columns,
    locale?: Locale,
    extra: Record<string, SQL> = {},
  ) => {
    const translated = isTranslated(locale)
    const chosen = { ...(translated ? translatedColumns(columns) : columns), ...alternateColumns, ...extra }
    const query = db
      .select(chosen as unknown as Record<string, PgColumn>)
      .from(table)
      .leftJoin(groupTable, eq(spec.group.column, groupTable.id))
      .$dynamic()
    if (!translated) return query
    return query
      .innerJoin(translations, and(eq(spec.translations.item, table.id), eq(translations.locale, locale)))
      .leftJoin(
        groupTranslations,
        and(
          eq(spec.group.translations.group, groupTable.id),
          eq(groupTranslations.locale, locale),
          eq(groupTranslations.isActive, true),
        ),
      )
  }
  const toItem = (row: Record<string, unknown>): Item => {
    const { _public, _trSlug, _slugs, _facts, ...dated } = row as Dated<Item> & {
      _public: boolean
      _trSlug: string
      _slugs: Record<string, string> | null
      _facts?: Record<string, [boolean, boolean]> | null
    }
    const iso = { publishedDate: toIso(dated.publishedDate) }
    if ('contentUpdatedAt' in dated)
      Object.assign(iso, { contentUpdatedAt: toIso(dated.contentUpdatedAt ?? null) })
    // An item not public in Turkish is public nowhere: no language to point at.
    const alternates = _public ? { tr: _trSlug, ...(_slugs ?? {}) } : {}
    const states = _facts === undefined ? {} : { translationStates: statesOf(_facts) }
    return { ...dated, ...iso, alternates, ...states } as unknown as Item
  }

  async function list(filter: ContentListFilter): Promise<{ items: Item[]; total: number }> {
    const { locale } = filter
    if (locale) requireSiteLocale(siteLocales, locale)
    const translated = isTranslated(locale)
    const where: SQL[] = []
    if (filter.activeOnly) where.push(isPublicIn(locale))
    if (filter.active !== undefined) where.push(eq(table.isActive, filter.active))
    if (filter.groupId) where.push(eq(spec.group.column, filter.groupId))
    if (filter.needsTranslation) {
      requireSiteLocale(siteLocales, filter.needsTranslation)
      where.push(needsTranslationIn(link, filter.needsTranslation, 'content_updated_at'))
    }
    if (filter.updatedAfter) where.push(gt(table.updatedAt, filter.updatedAfter))
    if (filter.tag && spec.tagKeys) {
      const key = foldForSearch(locale ?? 'tr', filter.tag.trim())
      where.push(arrayContains(translated ? translations.tagKeys : spec.tagKeys, [key]))
    }
    if (filter.query !== undefined) {
      const words = wordsOf(filter.query, locale)
      if (words.length === 0) return { items: [], total: 0 }
      where.push(...containsEvery(words, locale))
    }
    if (filter.search !== undefined) where.push(...containsEvery(wordsOf(filter.search, locale), locale))
    const condition = where.length ? and(...where) : undefined
    const order =
      translated && filter.sort === 'title'
        ? [asc(sql`lower(${translations.title})`), asc(table.id)]
        : ORDER[filter.sort ?? 'newest']
    const extra: Record<string, SQL> = filter.withStates
      ? { _facts: translationFacts(link, 'content_updated_at') }
      : {}
    const rows = await paginate(
      select(filter.withContent ? spec.columns : summaryColumns, locale, extra)
        .where(condition)
        .orderBy(...order),
      filter,
    )
    const counted = db.select({ n: count() }).from(table).$dynamic()
    const total = isPaged(filter)
      ? ((
          await (translated
            ? counted.innerJoin(
                translations,
                and(eq(spec.translations.item, table.id), eq(translations.locale, locale)),
              )
            : counted
          ).where(condition)
        )[0]?.n ?? 0)
      : rows.length
    return { items: rows.map(toItem), total }
  }

  async function find(idOrSlug: string | number, activeOnly: boolean, locale?: Locale): Promise<Item> {
    if (locale) requireSiteLocale(siteLocales, locale)
    const match = byIdOrSlug(idOrSlug, locale)
    const [row] = await select(spec.columns, locale).where(
      activeOnly ? and(match, isPublicIn(locale)) : match,
    )
    if (!row) throw notFound(spec.notFound)
    return toItem(row)
  }

  async function groupExists(groupId: number): Promise<boolean> {
    return (
      (await db.select({ id: groupTable.id }).from(groupTable).where(eq(groupTable.id, groupId))).length > 0
    )
  }

  /** The public list of one group's active items (in a language); 404 when the group does not exist. */
  async function listByGroup(groupId: number, paging: Paging, locale?: Locale) {
    if (locale) requireSiteLocale(siteLocales, locale)
    if (!(await groupExists(groupId))) throw notFound(spec.group.notFound)
    return list({ ...paging, groupId, activeOnly: true, locale })
  }

  const slugTaken = (exceptId?: number) => async (slug: string) => {
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug))
    return row !== undefined && row.id !== exceptId
  }

  /**
   * Create (no id) or replace (id) from the admin's form; text fields left empty become null. `own` adds the
   * resource's columns, given the row as it was (undefined on create).
   */
  async function save(input: {
    form: ContentForm
    upload: unknown
    groupId: number | undefined
    id?: number
    own: (current: typeof blogs.$inferSelect | undefined) => OwnValues
    gate?: SaveGate
  }): Promise<Item> {
    const { form, id } = input
    const current = id ? (await db.select().from(table).where(eq(table.id, id)))[0] : undefined
    if (id && !current) throw notFound(spec.notFound)
    if (input.groupId && !(await groupExists(input.groupId)))
      throw badRequest('Gönderilen bilgiler geçersiz.', { [spec.group.field]: [spec.group.missing] })
    const slug = await resolveSlug({
      requested: form.slug,
      title: form.title,
      current: current?.slug,
      isTaken: slugTaken(id),
    })
    const own = input.own(current)
    const fullContent = form.fullContent ? sanitizeRichText(form.fullContent) || null : null
    const isActive = form.isActive ?? current?.isActive ?? true
    // The advertising gate runs before anything is stored (decision 0200): a refused save changes nothing.
    const overrides = await gateSave({
      db,
      kind,
      id,
      content: {
        title: form.title,
        shortDescription: form.shortDescription,
        fullContent,
        seoDescription: form.seoDescription,
      },
      active: isActive,
      sent: form.advertisingOverrides ?? [],
      editor: input.gate?.editor,
    })
    const { imagePath, stored } = await resolveImage({
      upload: input.upload,
      existingImagePath: form.existingImagePath,
      folder: spec.imageFolder,
      images,
    })
    const shortDescription = form.shortDescription ?? null
    const values = {
      slug,
      title: form.title,
      shortDescription,
      fullContent,
      seoKeywords: form.seoKeywords ?? null,
      seoDescription: form.seoDescription ?? null,
      ...(imagePath === undefined ? {} : { imagePath }),
      // Signed by the practice doctor unless the form names someone (decision 0161).
      authorName: form.authorName ?? current?.authorName ?? siteConfig.doctor.fullName,
      publishedDate: form.publishedDate
        ? new Date(form.publishedDate)
        : (current?.publishedDate ?? new Date()),
      isActive,
      searchText: searchTextOf({ title: form.title, shortDescription, fullContent, ...own.searchWords }),
      ...own.values,
      // The database's clock, as the site's change cursor is (GET /api/site/changes).
      updatedAt: sql`now()`,
    }
    const contentChanged =
      !current ||
      CONTENT_FIELDS.some(
        (field) =>
          field in values &&
          JSON.stringify((values as Record<string, unknown>)[field] ?? null) !==
            JSON.stringify((current as Record<string, unknown>)[field] ?? null),
      )
    if (contentChanged) Object.assign(values, { contentUpdatedAt: sql`now()` })
    const saved = await writeWithImage({
      db,
      images,
      stored,
      imagePath,
      notFoundMessage: spec.notFound,
      write: async (tx) => {
        if (!id) {
          const [row] = await tx
            .insert(table)
            .values(values as PgInsertValue<typeof blogs>)
            .returning({ id: table.id })
          await storeOverrides(tx, kind, row!.id, overrides, input.gate?.editor)
          await recordRevision(tx, row!.id, undefined, input.gate)
          return { id: row!.id, formerImage: null }
        }
        const [before] = await tx
          .select({ id: table.id, formerImage: table.imagePath })
          .from(table)
          .where(eq(table.id, id))
          .for('update')
        if (before) {
          await tx.update(table).set(values).where(eq(table.id, id))
          await storeOverrides(tx, kind, id, overrides, input.gate?.editor)
          await recordRevision(tx, id, current, input.gate)
        }
        return before
      },
    })
    events.contentChanged({ kind, id: saved, action: id ? 'updated' : 'created' })
    if (overrides.length > 0) input.gate?.onOverridden?.(overrides, saved)
    return find(saved, false)
  }

  /** Deletes an item; then the files of its cover, its own uploads and its text's images that nothing else shows. */
  async function remove(id: number): Promise<void> {
    const ownFiles = spec.ownFiles ?? {}
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx
        .delete(table)
        .where(eq(table.id, id))
        .returning({ imagePath: table.imagePath, fullContent: table.fullContent, ...ownFiles })
      if (!row) throw notFound(spec.notFound)
      await recordRemoval(tx, kind, id)
      await revisions.removeItem(tx, revisionKind, id)
      // The item's pending drafts go with it (decision 0283): there is nothing left to publish them onto.
      await tx
        .delete(contentDrafts)
        .where(and(eq(contentDrafts.kind, revisionKind), eq(contentDrafts.itemId, id)))
      // Its preview links and times to be taken off go too (decision 0286).
      await tx
        .delete(previewLinks)
        .where(and(eq(previewLinks.kind, revisionKind), eq(previewLinks.itemId, id)))
      await tx
        .delete(contentUnpublishSchedules)
        .where(
          and(eq(contentUnpublishSchedules.kind, revisionKind), eq(contentUnpublishSchedules.itemId, id)),
        )
      return row as Record<string, string | null>
    })
    events.contentChanged({ kind, id, action: 'deleted' })
    await removeUnreferenced(db, images, [
      deleted.imagePath,
      ...Object.keys(ownFiles).map((key) => deleted[key]),
      ...uploadsInText(deleted.fullContent),
    ])
  }

  /** A status change is a save: it keeps a revision. */
  async function setActive(id: number, isActive: boolean, saver?: Saver): Promise<Item> {
    if (isActive) {
      const [row] = await db
        .select({
          title: table.title,
          shortDescription: table.shortDescription,
          fullContent: table.fullContent,
          seoDescription: table.seoDescription,
        })
        .from(table)
        .where(eq(table.id, id))
      if (!row) throw notFound(spec.notFound)
      await gateActivation(db, kind, id, row)
    }
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update')
      if (!before) throw notFound(spec.notFound)
      await tx.update(table).set({ isActive, updatedAt: sql`now()` }).where(eq(table.id, id))
      await recordRevision(tx, id, before, saver)
    })
    events.contentChanged({ kind, id, action: 'status' })
    return find(id, false)
  }

  /** The view counter changes in one statement, so concurrent views are never lost. */
  async function view(idOrSlug: string): Promise<{ id: number; viewCount: number } & Counters> {
    const [row] = await db
      .update(table)
      .set({ viewCount: sql`${table.viewCount} + 1` })
      .where(publicBy(idOrSlug))
      .returning({ id: table.id, viewCount: table.viewCount, ...spec.counters })
    if (!row) throw notFound(spec.notFound)
    return row as { id: number; viewCount: number } & Counters
  }

  /** The site's search box: slug and title of up to `limit` active items holding every word, newest first. */
  async function searchTitles(term: string, limit: number, locale?: Locale): Promise<SearchHit[]> {
    if (locale) requireSiteLocale(siteLocales, locale)
    const words = wordsOf(term, locale)
    if (words.length === 0) return []
    const query = db.select({ slug: table.slug, title: table.title }).from(table).$dynamic()
    const found = isTranslated(locale)
      ? db
          .select({ slug: translations.slug, title: translations.title })
          .from(table)
          .innerJoin(translations, and(eq(spec.translations.item, table.id), eq(translations.locale, locale)))
          .$dynamic()
      : query
    return found
      .where(and(isPublicIn(locale), ...containsEvery(words, locale)))
      .orderBy(...newestFirst)
      .limit(limit)
  }

  /**
   * For the site's loaders: active items changed after `since` (all of them without it), and the ids that stopped
   * being public after it (deleted, or made inactive). Counters never move `updatedAt`, so views and likes are not
   * changes.
   */
  async function changes(
    since: Date | undefined,
    locale?: Locale,
  ): Promise<{ changed: Item[]; removedIds: number[] }> {
    const { items } = await list({ activeOnly: true, updatedAfter: since, withContent: true, locale })
    if (!since) return { changed: items, removedIds: [] }
    // Public in the language: a translation's write, removal or deactivation touches its item's `updatedAt`.
    const publicHere = isTranslated(locale) ? and(isPublic, activeTranslationIn(link, locale)) : isPublic
    const hidden = await db
      .select({ id: table.id })
      .from(table)
      // Not public any more: made inactive, or (a post) its consent withdrawn, which touches `updatedAt`.
      .where(and(not(publicHere as SQL), gt(table.updatedAt, since)))
    const removed = new Set([...(await removedSince(db, kind, since)), ...hidden.map((row) => row.id)])
    return { changed: items, removedIds: [...removed] }
  }

  /** The demo content's counters (the seeder's): set, not counted. */
  async function setCounters(id: number, counters: { viewCount: number; likes?: number }) {
    await db.update(table).set(counters).where(eq(table.id, id))
  }

  /** How many items there are, active or not (the seeders number what they add after them). */
  const total = async () => (await db.select({ n: count() }).from(table))[0]?.n ?? 0
  const isEmpty = async () => (await total()) === 0

  return {
    list,
    listByGroup,
    find,
    save,
    remove,
    setActive,
    view,
    searchTitles,
    changes,
    groupExists,
    setCounters,
    total,
    isEmpty,
    publicBy,
  }
}
