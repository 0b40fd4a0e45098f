import type { Paging } from '@clinic/contract/common'
import { type AnyColumn, count, desc, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import { pageWindow } from '../../lib/listing.ts'
import { TURKISH_ORDER } from '../../lib/turkish-order.ts'

// The SQL pieces every service's lists share: paging, Turkish order and Turkish folding.

/** The one way a list query pages: the page's window applied to a dynamic select (`.$dynamic()`). */
export function paginate<T extends PgSelect>(query: T, paging: Paging): T {
  const { limit, offset } = pageWindow(paging)
  return limit === undefined ? query.offset(offset) : query.limit(limit).offset(offset)
}

/** Orders by a text column in the Turkish alphabet, ignoring case, the same on PGlite and PostgreSQL (no ICU). */
export const turkishOrder = (column: AnyColumn): SQL =>
  sql`translate(${column}, ${TURKISH_ORDER.from}, ${TURKISH_ORDER.to}) collate "C"`

/** Text folded in SQL as foldTurkish folds it (Turkish letters to ASCII, then lowercase), to match folded words. */
export const foldedSql = (text: SQL): SQL =>
  sql`lower(translate(${text}, 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu'))`

/** One page of a table's rows, newest first, and the total of the rows matching `where` (read in parallel). */
export async function newestFirstPage<T extends PgTable & { id: PgColumn; createdAt: PgColumn }>(
  db: Database,
  table: T,
  where: SQL | undefined,
  paging: Paging,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  // Typed by the caller's table; drizzle cannot type a select from a generic table.
  const from = table as unknown as PgTable & { id: PgColumn; createdAt: PgColumn }
  const select = db.select().from(from).where(where).orderBy(desc(from.createdAt), desc(from.id)).$dynamic()
  const [rows, [total]] = await Promise.all([
    paginate(select, paging),
    db.select({ n: count() }).from(from).where(where),
  ])
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 }
}
