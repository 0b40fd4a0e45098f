import { type Paging, PUBLIC_PAGE_SIZE } from '@clinic/contract/common'

/** Without page and pageSize a list answers every item; with them, one page. */
export function pageWindow(paging: Paging): { limit: number | undefined; offset: number } {
  if (!paging.page && !paging.pageSize) return { limit: undefined, offset: 0 }
  const pageSize = paging.pageSize ?? 20
  return { limit: pageSize, offset: ((paging.page ?? 1) - 1) * pageSize }
}

/** A public list's query: the first page of PUBLIC_PAGE_SIZE items unless it names its page (decision 0170). */
export const publicPage = <Q extends Paging>(query: Q): Q & { page: number; pageSize: number } => ({
  ...query,
  page: query.page ?? 1,
  pageSize: query.pageSize ?? PUBLIC_PAGE_SIZE,
})

/** Whether the caller asked for one page (else the whole list). */
export const isPaged = (paging: Paging) => Boolean(paging.page || paging.pageSize)

/** `{id}` in a path is an id when it is all digits, otherwise a slug (a slug is never all digits). */
export function parseIdOrSlug(raw: string): { id: number } | { slug: string } {
  if (/^\d{1,9}$/.test(raw)) return { id: Number(raw) }
  return { slug: raw.toLowerCase() }
}

export const toIso = (date: Date | null): string | null => (date ? date.toISOString() : null)
