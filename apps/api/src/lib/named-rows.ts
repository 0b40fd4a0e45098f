import { foldTurkish } from '@clinic/contract/fold-turkish'
import type { Database } from '../db/client.ts'
import type { catalogs, categories } from '../db/schema.ts'
import { conflict } from './http-errors.ts'

/** Categories and catalogs: small tables of names, unique ignoring case and Turkish letters. */
type NamedTable = typeof categories | typeof catalogs

/** Every row as `{id, name}`, in Turkish alphabetical order (Ç after C, İ after I, …). */
export async function listByTurkishName(db: Database, table: NamedTable) {
  const rows = await db.select({ id: table.id, name: table.name }).from(table)
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'tr'))
}

/** 409 when another row has the same name once folded ("Diz" and "DİZ" are one name). */
export async function assertNameFree(
  db: Database,
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
