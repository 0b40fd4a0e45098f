import type { Category } from '@clinic/contract/category'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { blogs, categories } from '../../db/schema.ts'
import { notFound } from '../../lib/http-errors.ts'
import type { AppEvents } from '../../plugins/events.ts'
import { recordRemoval, removedSince } from '../content/removals.ts'
import { findByName, listByTurkishName, nameKey, writingName } from '../groups/named-rows.ts'

const NOT_FOUND = 'Kategori bulunamadı.'
const NAME_TAKEN = 'Bu isimde bir kategori zaten var.'

export function createCategoryRepository(db: Database, events: Pick<AppEvents, 'contentChanged'>) {
  async function create(name: string): Promise<Category> {
    const [row] = await writingName(NAME_TAKEN, () =>
      db
        .insert(categories)
        .values({ name, nameKey: nameKey(name) })
        .returning(),
    )
    events.contentChanged({ kind: 'categories', id: row!.id, action: 'created' })
    return { id: row!.id, name: row!.name }
  }

  /** The posts show the category's name, so they count as changed too (the site's loaders refetch them). */
  async function rename(id: number, name: string): Promise<Category> {
    const renamed = await writingName(NAME_TAKEN, () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(categories)
          .set({ name, nameKey: nameKey(name), updatedAt: sql`now()` })
          .where(eq(categories.id, id))
          .returning()
        if (!row) throw notFound(NOT_FOUND)
        await tx.update(blogs).set({ updatedAt: sql`now()` }).where(eq(blogs.categoryId, id))
        return { id: row.id, name: row.name }
      }),
    )
    events.contentChanged({ kind: 'categories', id, action: 'updated' })
    return renamed
  }

  /** Its posts stay, without a category (the foreign key sets it to null); they change, so they are touched first. */
  async function remove(id: number): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.update(blogs).set({ updatedAt: sql`now()` }).where(eq(blogs.categoryId, id))
      const deleted = await tx
        .delete(categories)
        .where(eq(categories.id, id))
        .returning({ id: categories.id })
      if (deleted.length === 0) throw notFound(NOT_FOUND)
      await recordRemoval(tx, 'categories', id)
    })
    events.contentChanged({ kind: 'categories', id, action: 'deleted' })
  }

  return {
    list: () => listByTurkishName(db, categories),
    /** The row of this name (folded), created when there is none: the seeders' way to name what they fill. */
    async findOrCreate(name: string): Promise<Category> {
      return (await findByName(db, categories, name)) ?? create(name)
    },
    create,
    rename,
    remove,
    /** For the site's loaders: categories changed after `since` (all without it) and those deleted after it. */
    async changes(since: Date | undefined) {
      return {
        changed: await listByTurkishName(db, categories, since),
        removedIds: since ? await removedSince(db, 'categories', since) : [],
      }
    },
  }
}

export type CategoryRepository = ReturnType<typeof createCategoryRepository>
