import type { Catalog } from '@clinic/contract/catalog'
import { count, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { catalogs, operations } from '../../db/schema.ts'
import { conflict, notFound } from '../../lib/http-errors.ts'
import type { AppEvents } from '../../plugins/events.ts'
import { recordRemoval, removedSince } from '../content/removals.ts'
import { findByName, listByTurkishName, nameKey, writingName } from '../groups/named-rows.ts'

const NOT_FOUND = 'Katalog bulunamadı.'
const NAME_TAKEN = 'Bu isimde bir katalog zaten var.'

export function createCatalogRepository(db: Database, events: Pick<AppEvents, 'contentChanged'>) {
  async function find(id: number): Promise<Catalog> {
    const [row] = await db
      .select({ id: catalogs.id, name: catalogs.name })
      .from(catalogs)
      .where(eq(catalogs.id, id))
    if (!row) throw notFound(NOT_FOUND)
    return row
  }

  async function create(name: string): Promise<Catalog> {
    const [row] = await writingName(NAME_TAKEN, () =>
      db
        .insert(catalogs)
        .values({ name, nameKey: nameKey(name) })
        .returning(),
    )
    events.contentChanged({ kind: 'catalogs', id: row!.id, action: 'created' })
    return { id: row!.id, name: row!.name }
  }

  /** The operations show the catalog's name, so they count as changed too (the site's loaders refetch them). */
  async function rename(id: number, name: string): Promise<Catalog> {
    const renamed = await writingName(NAME_TAKEN, () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(catalogs)
          .set({ name, nameKey: nameKey(name), updatedAt: sql`now()` })
          .where(eq(catalogs.id, id))
          .returning()
        if (!row) throw notFound(NOT_FOUND)
        await tx.update(operations).set({ updatedAt: sql`now()` }).where(eq(operations.catalogId, id))
        return { id: row.id, name: row.name }
      }),
    )
    events.contentChanged({ kind: 'catalogs', id, action: 'updated' })
    return renamed
  }

  /** 409 while operations still use it (the foreign key refuses too, should one be added meanwhile). */
  async function remove(id: number): Promise<void> {
    await find(id)
    const [held] = await db.select({ n: count() }).from(operations).where(eq(operations.catalogId, id))
    if ((held?.n ?? 0) > 0) {
      throw conflict(
        `Bu katalogda hâlâ ${held!.n} operasyon var. Önce operasyonları başka bir kataloğa taşıyın ya da silin.`,
      )
    }
    await db.transaction(async (tx) => {
      const deleted = await tx.delete(catalogs).where(eq(catalogs.id, id)).returning({ id: catalogs.id })
      if (deleted.length === 0) throw notFound(NOT_FOUND)
      await recordRemoval(tx, 'catalogs', id)
    })
    events.contentChanged({ kind: 'catalogs', id, action: 'deleted' })
  }

  return {
    list: () => listByTurkishName(db, catalogs),
    /** The row of this name (folded), created when there is none: the seeders' way to name what they fill. */
    async findOrCreate(name: string): Promise<Catalog> {
      return (await findByName(db, catalogs, name)) ?? create(name)
    },
    find,
    create,
    rename,
    remove,
    /** For the site's loaders: catalogs changed after `since` (all without it) and those deleted after it. */
    async changes(since: Date | undefined) {
      return {
        changed: await listByTurkishName(db, catalogs, since),
        removedIds: since ? await removedSince(db, 'catalogs', since) : [],
      }
    },
  }
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>
