import type { Paging } from '@clinic/contract/common'
import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
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
