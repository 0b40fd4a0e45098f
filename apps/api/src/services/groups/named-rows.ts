import { foldTurkish } from '@clinic/contract/fold-turkish'
import { eq, gt } from 'drizzle-orm'
import type { catalogs, categories } from '../../db/schema.ts'
import { conflict } from '../../lib/http-errors.ts'
import { isUniqueViolation } from '../../lib/pg-error.ts'
import type { Executor } from '../content/removals.ts'

/** Categories and catalogs: small tables of names, unique ignoring case and Turkish letters. */
type NamedTable = typeof categories | typeof catalogs

/** The key the database keeps unique: "Diz", "DİZ" and "diz" are one name. */
export const nameKey = (name: string) => foldTurkish(name.trim())

/** Every row as `{id, name}` (or those changed after `updatedAfter`), in Turkish alphabetical order (Ç after C). */
export async function listByTurkishName(db: Executor, table: NamedTable, updatedAfter?: Date) {
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(updatedAfter ? gt(table.updatedAt, updatedAfter) : undefined)
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'tr'))
}

/** The row whose name folds to the same key, if any. */
export async function findByName(db: Executor, table: NamedTable, name: string) {
  const [row] = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.nameKey, nameKey(name)))
  return row
}

/**
 * Runs a write of a name and answers 409 with `message` when the database finds the folded name taken: the unique
 * index decides, so two admins writing "Diz" and "DİZ" at once cannot both succeed.
 */
export async function writingName<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error, /_name_key_unique$/)) throw conflict(message, { name: [message] })
    throw error
  }
}
