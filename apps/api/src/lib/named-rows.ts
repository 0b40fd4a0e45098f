import { foldTurkish } from '@clinic/contract/fold-turkish'
import { gt } from 'drizzle-orm'
import type { catalogs, categories } from '../db/schema.ts'
import { conflict } from './http-errors.ts'
import type { Executor } from './removals.ts'

/** Categories and catalogs: small tables of names, unique ignoring case and Turkish letters. */
type NamedTable = typeof categories | typeof catalogs

/** Every row as `{id, name}` (or those changed after `updatedAfter`), in Turkish alphabetical order (Ç after C). */
export async function listByTurkishName(db: Executor, table: NamedTable, updatedAfter?: Date) {
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(updatedAfter ? gt(table.updatedAt, updatedAfter) : undefined)
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'tr'))
}

/** 409 when another row has the same name once folded ("Diz" and "DİZ" are one name). */
export async function assertNameFree(
  db: Executor,
  table: NamedTable,
  name: string,
  message: string,
  exceptId?: number,
) {
  const key = foldTurkish(name)
  const rows = await db.select({ id: table.id, name: table.name }).from(table)
  if (rows.some((row) => row.id !== exceptId && foldTurkish(row.name) === key)) {
    throw conflict(message, { name: [message] })
  }
}
