import { foldTurkish } from '@clinic/contract/fold-turkish'
import { count, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { blogs, catalogs, categories, operations } from '../../db/schema.ts'
import { conflict, notFound } from '../../lib/http-errors.ts'
import { isUniqueViolation } from '../../lib/pg-error.ts'
import type { AppEvents } from '../../plugins/events.ts'
import { recordRemoval, removedSince } from '../content/removals.ts'

/**
 * Categories (of posts) and catalogs (of operations) live the same life: a name unique ignoring case and Turkish
 * letters, renamed with their items (which show the name), deleted by a rule of their own. Written once here and
 * parametrised by the two tables.
 */

export interface Group {
  id: number
  name: string
}

export interface GroupSpec {
  kind: 'categories' | 'catalogs'
  table: typeof categories | typeof catalogs
  /** The items of a group and their column pointing at it. */
  items: {
    table: typeof blogs | typeof operations
    column: typeof blogs.categoryId | typeof operations.catalogId
  }
  notFound: string
  nameTaken: string
  /**
   * A group still holding items: refused with this message (a catalog in use), or, without it, deleted with its
   * items kept ungrouped (a category's posts: the foreign key sets it to null).
   */
  inUse?: (itemCount: number) => string
}

/** The key the database keeps unique: "Diz", "DİZ" and "diz" are one name. */
export const nameKey = (name: string) => foldTurkish(name.trim())

const byTurkishName = <T extends Group>(rows: T[]) => rows.sort((a, b) => a.name.localeCompare(b.name, 'tr'))

export function createGroupService(db: Database, events: Pick<AppEvents, 'contentChanged'>, spec: GroupSpec) {
  // Both group tables, and both item tables, share the columns used here; drizzle cannot type a union of tables.
  const table = spec.table as typeof categories
  const items = spec.items.table as typeof blogs
  const itemGroup = spec.items.column as typeof blogs.categoryId
  const { kind } = spec

  /**
   * Runs a write of a name and answers 409 when the database finds the folded name taken: the unique index decides,
   * so two admins writing "Diz" and "DİZ" at once cannot both succeed.
   */
  async function writingName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (error) {
      if (isUniqueViolation(error, /_name_key_unique$/))
        throw conflict(spec.nameTaken, { name: [spec.nameTaken] })
      throw error
    }
  }

  /** Every group (or those changed after `updatedAfter`), in Turkish alphabetical order (Ç after C). */
  async function list(updatedAfter?: Date): Promise<Group[]> {
    const rows = await db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(updatedAfter ? gt(table.updatedAt, updatedAfter) : undefined)
    return byTurkishName(rows)
  }

  /** The admin's list: every group with how many items (active or not) it holds, in one query, in the list's order. */
  async function listWithCounts(): Promise<(Group & { itemCount: number })[]> {
    const rows = await db
      .select({ id: table.id, name: table.name, itemCount: count(items.id) })
      .from(table)
      .leftJoin(items, eq(itemGroup, table.id))
      .groupBy(table.id, table.name)
    return byTurkishName(rows)
  }

  async function find(id: number): Promise<Group> {
    const [row] = await db.select({ id: table.id, name: table.name }).from(table).where(eq(table.id, id))
    if (!row) throw notFound(spec.notFound)
    return row
  }

  async function create(name: string): Promise<Group> {
    const [row] = await writingName(() =>
      db
        .insert(table)
        .values({ name, nameKey: nameKey(name) })
        .returning({ id: table.id, name: table.name }),
    )
    events.contentChanged({ kind, id: row!.id, action: 'created' })
    return row!
  }

  /** The items show the group's name, so they count as changed too (the site's loaders refetch them). */
  async function rename(id: number, name: string): Promise<Group> {
    const renamed = await writingName(() =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(table)
          .set({ name, nameKey: nameKey(name), updatedAt: sql`now()` })
          .where(eq(table.id, id))
          .returning({ id: table.id, name: table.name })
        if (!row) throw notFound(spec.notFound)
        await tx.update(items).set({ updatedAt: sql`now()` }).where(eq(itemGroup, id))
        return row
      }),
    )
    events.contentChanged({ kind, id, action: 'updated' })
    return renamed
  }

  async function remove(id: number): Promise<void> {
    if (spec.inUse) {
      await find(id)
      const [held] = await db.select({ n: count() }).from(items).where(eq(itemGroup, id))
      // The foreign key refuses too, should an item be added meanwhile.
      if ((held?.n ?? 0) > 0) throw conflict(spec.inUse(held!.n))
    }
    await db.transaction(async (tx) => {
      // Items that lose their group change, so they are touched first.
      if (!spec.inUse) await tx.update(items).set({ updatedAt: sql`now()` }).where(eq(itemGroup, id))
      const deleted = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id })
      if (deleted.length === 0) throw notFound(spec.notFound)
      await recordRemoval(tx, kind, id)
    })
    events.contentChanged({ kind, id, action: 'deleted' })
  }

  return {
    list: () => list(),
    listWithCounts,
    /** The group of this name (folded), created when there is none: the seeders' way to name what they fill. */
    async findOrCreate(name: string): Promise<Group> {
      const [row] = await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(eq(table.nameKey, nameKey(name)))
      return row ?? create(name)
    },
    find,
    create,
    rename,
    remove,
    /** For the site's loaders: groups changed after `since` (all without it) and those deleted after it. */
    async changes(since: Date | undefined) {
      return { changed: await list(since), removedIds: since ? await removedSince(db, kind, since) : [] }
    },
  }
}

export type GroupService = ReturnType<typeof createGroupService>

/** The two group resources, each with its items, its Turkish messages and its rule for a group in use. */
export const GROUPS: Record<GroupSpec['kind'], GroupSpec> = {
  catalogs: {
    kind: 'catalogs',
    table: catalogs,
    items: { table: operations, column: operations.catalogId },
    notFound: 'Katalog bulunamadı.',
    nameTaken: 'Bu isimde bir katalog zaten var.',
    // An operation cannot lose its catalog: the catalog stays until its operations move.
    inUse: (n) =>
      `Bu katalogda hâlâ ${n} operasyon var. Önce operasyonları başka bir kataloğa taşıyın ya da silin.`,
  },
  categories: {
    kind: 'categories',
    table: categories,
    items: { table: blogs, column: blogs.categoryId },
    notFound: 'Kategori bulunamadı.',
    nameTaken: 'Bu isimde bir kategori zaten var.',
  },
}
