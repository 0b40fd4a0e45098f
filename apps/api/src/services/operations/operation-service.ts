import type { ListSort, Paging } from '@clinic/contract/common'
import type { Operation, OperationForm } from '@clinic/contract/operation'
import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { catalogs, operations } from '../../db/schema.ts'
import { badRequest, notFound } from '../../lib/http-errors.ts'
import { isPaged, parseIdOrSlug, toIso } from '../../lib/listing.ts'
import { sanitizeRichText } from '../../lib/sanitize-rich-text.ts'
import type { SearchHit } from '../../lib/search-results-html.ts'
import { searchTextOf, searchWords } from '../../lib/search-text.ts'
import type { AppEvents } from '../../plugins/events.ts'
import type { ImageStore } from '../../plugins/images.ts'
import { resolveImage, resolveSlug, writeWithImage } from '../content/content-form.ts'
import { recordRemoval, removedSince } from '../content/removals.ts'
import { publicOperation } from '../content/visibility.ts'
import { paginate, turkishOrder } from '../shared/sql.ts'
import { removeUnreferenced, uploadsInText } from '../uploads/upload-references.ts'

const NOT_FOUND = 'Operasyon bulunamadı.'

const columns = {
  id: operations.id,
  slug: operations.slug,
  title: operations.title,
  shortDescription: operations.shortDescription,
  fullContent: operations.fullContent,
  seoKeywords: operations.seoKeywords,
  seoDescription: operations.seoDescription,
  imagePath: operations.imagePath,
  catalogId: operations.catalogId,
  catalogName: catalogs.name,
  authorName: operations.authorName,
  authorProfileImagePath: operations.authorProfileImagePath,
  publishedDate: operations.publishedDate,
  viewCount: operations.viewCount,
  isActive: operations.isActive,
}

const published = sql`coalesce(${operations.publishedDate}, ${operations.createdAt})`
const newestFirst = [desc(published), desc(operations.id)]
const ORDER: Record<ListSort, SQL[]> = {
  newest: newestFirst,
  oldest: [asc(published), asc(operations.id)],
  title: [asc(turkishOrder(operations.title)), asc(operations.id)],
  views: [desc(operations.viewCount), ...newestFirst],
}

/** One LIKE per word: an operation matches when its folded text holds every word (letters and digits only). */
const containsEvery = (words: string[]) =>
  words.map((word) => sql`${operations.searchText} like ${`%${word}%`}`)

export interface OperationListFilter extends Paging {
  /** The public's lists: active operations only, whatever `active` says. */
  activeOnly: boolean
  /** The admin's filter: only active (true) or only inactive (false) operations. */
  active?: boolean
  catalogId?: number
  /** Every word must be found in the title, short description or plain content; without words it filters nothing. */
  search?: string
  sort?: ListSort
  /** Only operations changed after this time (the site's loaders). */
  updatedAfter?: Date
}

export interface OperationAuthor {
  name: string
  profileImagePath: string | null
}

export function createOperationRepository(
  db: Database,
  images: ImageStore,
  events: Pick<AppEvents, 'contentChanged'>,
) {
  const select = () =>
    db.select(columns).from(operations).leftJoin(catalogs, eq(operations.catalogId, catalogs.id))
  const toOperation = (
    row: Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number],
  ): Operation => ({
    ...row,
    publishedDate: toIso(row.publishedDate),
  })

  async function list(filter: OperationListFilter): Promise<{ items: Operation[]; total: number }> {
    const where: SQL[] = []
    if (filter.activeOnly) where.push(publicOperation())
    if (filter.active !== undefined) where.push(eq(operations.isActive, filter.active))
    if (filter.catalogId) where.push(eq(operations.catalogId, filter.catalogId))
    if (filter.search !== undefined) where.push(...containsEvery(searchWords(filter.search)))
    if (filter.updatedAfter) where.push(gt(operations.updatedAt, filter.updatedAfter))
    const condition = where.length ? and(...where) : undefined
    const rows = await paginate(
      select()
        .where(condition)
        .orderBy(...ORDER[filter.sort ?? 'newest'])
        .$dynamic(),
      filter,
    )
    const total = isPaged(filter)
      ? ((await db.select({ n: count() }).from(operations).where(condition))[0]?.n ?? 0)
      : rows.length
    return { items: rows.map(toOperation), total }
  }

  async function find(idOrSlug: string | number, activeOnly: boolean): Promise<Operation> {
    const key = typeof idOrSlug === 'number' ? { id: idOrSlug } : parseIdOrSlug(idOrSlug)
    const match = 'id' in key ? eq(operations.id, key.id) : eq(operations.slug, key.slug)
    const [row] = await select().where(activeOnly ? and(match, publicOperation()) : match)
    if (!row) throw notFound(NOT_FOUND)
    return toOperation(row)
  }

  async function catalogExists(catalogId: number) {
    return (await db.select({ id: catalogs.id }).from(catalogs).where(eq(catalogs.id, catalogId))).length > 0
  }

  const slugTaken = (exceptId?: number) => async (slug: string) => {
    const [row] = await db.select({ id: operations.id }).from(operations).where(eq(operations.slug, slug))
    return row !== undefined && row.id !== exceptId
  }

  /** Create (no id) or replace (id) from the admin's form; text fields left empty become null. */
  async function save(form: OperationForm, author: OperationAuthor, id?: number): Promise<Operation> {
    const current = id ? (await db.select().from(operations).where(eq(operations.id, id)))[0] : undefined
    if (id && !current) throw notFound(NOT_FOUND)
    if (form.catalogId && !(await catalogExists(form.catalogId))) {
      throw badRequest('Gönderilen bilgiler geçersiz.', { catalogId: ['Seçilen katalog bulunamadı.'] })
    }
    const slug = await resolveSlug({
      requested: form.slug,
      title: form.title,
      current: current?.slug,
      isTaken: slugTaken(id),
    })
    const { imagePath, stored } = await resolveImage({
      upload: form.operationImage,
      existingImagePath: form.existingImagePath,
      folder: 'operations',
      images,
    })
    const fullContent = form.fullContent ? sanitizeRichText(form.fullContent) || null : null
    const values = {
      slug,
      title: form.title,
      shortDescription: form.shortDescription ?? null,
      fullContent,
      seoKeywords: form.seoKeywords ?? null,
      seoDescription: form.seoDescription ?? null,
      ...(imagePath === undefined ? {} : { imagePath }),
      catalogId: form.catalogId ?? null,
      authorName: form.authorName ?? current?.authorName ?? author.name,
      // The author's picture is copied once, when the operation is written first, and kept after.
      ...(current ? {} : { authorProfileImagePath: author.profileImagePath }),
      publishedDate: form.publishedDate
        ? new Date(form.publishedDate)
        : (current?.publishedDate ?? new Date()),
      isActive: form.isActive ?? current?.isActive ?? true,
      searchText: searchTextOf({
        title: form.title,
        shortDescription: form.shortDescription ?? null,
        fullContent,
      }),
      // The database's clock, as the site's change cursor is (GET /api/site/changes).
      updatedAt: sql`now()`,
    }
    const saved = await writeWithImage({
      db,
      images,
      stored,
      imagePath,
      notFoundMessage: NOT_FOUND,
      write: async (tx) => {
        if (!id) {
          const [row] = await tx.insert(operations).values(values).returning({ id: operations.id })
          return { id: row!.id, formerImage: null }
        }
        const [before] = await tx
          .select({ id: operations.id, formerImage: operations.imagePath })
          .from(operations)
          .where(eq(operations.id, id))
          .for('update')
        if (before) await tx.update(operations).set(values).where(eq(operations.id, id))
        return before
      },
    })
    events.contentChanged({ kind: 'operations', id: saved, action: id ? 'updated' : 'created' })
    return find(saved, false)
  }

  /**
   * Deletes an operation; then the files of its cover, its copy of the author's picture and its text's images that
   * nothing else shows.
   */
  async function remove(id: number) {
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx.delete(operations).where(eq(operations.id, id)).returning({
        imagePath: operations.imagePath,
        authorImage: operations.authorProfileImagePath,
        fullContent: operations.fullContent,
      })
      if (!row) throw notFound(NOT_FOUND)
      await recordRemoval(tx, 'operations', id)
      return row
    })
    events.contentChanged({ kind: 'operations', id, action: 'deleted' })
    await removeUnreferenced(db, images, [
      deleted.imagePath,
      deleted.authorImage,
      ...uploadsInText(deleted.fullContent),
    ])
  }

  async function setActive(id: number, isActive: boolean) {
    const rows = await db
      .update(operations)
      .set({ isActive, updatedAt: sql`now()` })
      .where(eq(operations.id, id))
      .returning({ id: operations.id })
    if (rows.length === 0) throw notFound(NOT_FOUND)
    events.contentChanged({ kind: 'operations', id, action: 'status' })
    return find(id, false)
  }

  async function view(idOrSlug: string) {
    const key = parseIdOrSlug(idOrSlug)
    const match = 'id' in key ? eq(operations.id, key.id) : eq(operations.slug, key.slug)
    const [row] = await db
      .update(operations)
      .set({ viewCount: sql`${operations.viewCount} + 1` })
      .where(and(match, publicOperation()))
      .returning({ id: operations.id, viewCount: operations.viewCount })
    if (!row) throw notFound(NOT_FOUND)
    return row
  }

  /** The site's search box: slug and title of up to `limit` active operations holding every word, newest first. */
  async function searchTitles(term: string, limit: number): Promise<SearchHit[]> {
    const words = searchWords(term)
    if (words.length === 0) return []
    return db
      .select({ slug: operations.slug, title: operations.title })
      .from(operations)
      .where(and(publicOperation(), ...containsEvery(words)))
      .orderBy(...newestFirst)
      .limit(limit)
  }

  /**
   * For the site's loaders: active operations changed after `since` (all of them without it), and the ids that
   * stopped being public after it (deleted, or made inactive). Views never move `updatedAt`.
   */
  async function changes(since: Date | undefined): Promise<{ changed: Operation[]; removedIds: number[] }> {
    const { items } = await list({ activeOnly: true, updatedAfter: since })
    if (!since) return { changed: items, removedIds: [] }
    const hidden = await db
      .select({ id: operations.id })
      .from(operations)
      .where(and(eq(operations.isActive, false), gt(operations.updatedAt, since)))
    const removed = new Set([
      ...(await removedSince(db, 'operations', since)),
      ...hidden.map((row) => row.id),
    ])
    return { changed: items, removedIds: [...removed] }
  }

  /** The demo content's counters (the seeder's): set, not counted. */
  async function setCounters(id: number, counters: { viewCount: number }) {
    await db.update(operations).set(counters).where(eq(operations.id, id))
  }

  const isEmpty = async () => ((await db.select({ n: count() }).from(operations))[0]?.n ?? 0) === 0

  return {
    setCounters,
    isEmpty,
    list,
    changes,
    searchTitles,
    find,
    save,
    remove,
    setActive,
    view,
    catalogExists,
  }
}

export type OperationRepository = ReturnType<typeof createOperationRepository>
