import type { Paging } from '@clinic/contract/common'
import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { FastifyReply } from 'fastify'
import { TURKISH_ORDER } from '../domain/turkish-order.ts'

/** Without page and pageSize a list answers every item; with them, one page. */
function pageWindow(paging: Paging): { limit: number | undefined; offset: number } {
  if (!paging.page && !paging.pageSize) return { limit: undefined, offset: 0 }
  const pageSize = paging.pageSize ?? 20
  return { limit: pageSize, offset: ((paging.page ?? 1) - 1) * pageSize }
}

/** Whether the caller asked for one page (else the whole list). */
export const isPaged = (paging: Paging) => Boolean(paging.page || paging.pageSize)

/** The one way a list query pages: the page's window applied to a dynamic select (`.$dynamic()`). */
export function paginate<T extends PgSelect>(query: T, paging: Paging): T {
  const { limit, offset } = pageWindow(paging)
  return limit === undefined ? query.offset(offset) : query.limit(limit).offset(offset)
}

/** Every list answers its total in X-Total-Count, so clients can page. */
export function withTotal<T>(reply: FastifyReply, result: { items: T[]; total: number }): T[] {
  reply.header('X-Total-Count', String(result.total))
  return result.items
}

/** `{id}` in a path is an id when it is all digits, otherwise a slug (a slug is never all digits). */
export function parseIdOrSlug(raw: string): { id: number } | { slug: string } {
  if (/^\d{1,9}$/.test(raw)) return { id: Number(raw) }
  return { slug: raw.toLowerCase() }
}

export const toIso = (date: Date | null): string | null => (date ? date.toISOString() : null)

/** Orders by a text column in the Turkish alphabet, ignoring case, the same on PGlite and PostgreSQL (no ICU). */
export const turkishOrder = (column: AnyColumn): SQL =>
  sql`translate(${column}, ${TURKISH_ORDER.from}, ${TURKISH_ORDER.to}) collate "C"`

/** Text folded in SQL as foldTurkish folds it (Turkish letters to ASCII, then lowercase), to match folded words. */
export const foldedSql = (text: SQL): SQL =>
  sql`lower(translate(${text}, 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu'))`
