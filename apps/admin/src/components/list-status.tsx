import { errorMessage } from '@clinic/ui/lib/server-errors'
import type { ReactNode } from 'react'
import { ADMIN_PAGE_SIZE, type usePagedList } from '../lib/use-paged-list.ts'
import { Loading } from './load-state.tsx'
import { Pagination } from './pagination.tsx'

interface ListTexts {
  loadingText: string
  emptyText: string
  filteredEmptyText?: string
  filtered?: boolean
}

/**
 * The states of a list around its rows: loading (first load only: later loads keep the rows), the server's
 * refusal with "Tekrar dene", empty (a different text when filters are on), then the rows.
 */
export function ListStatus(
  props: ListTexts & {
    isLoading: boolean
    error: unknown
    isEmpty: boolean
    onRetry(): void
    children: ReactNode
  },
) {
  if ((props.error || props.isLoading) && props.isEmpty) {
    return <Loading error={props.error} loadingText={props.loadingText} onRetry={props.onRetry} />
  }
  if (props.isEmpty) {
    return (
      <p className="panel empty" role="status">
        {props.filtered && props.filteredEmptyText ? props.filteredEmptyText : props.emptyText}
      </p>
    )
  }
  return (
    <>
      {props.error ? (
        <p className="notice notice--warning" role="status">
          Liste güncellenemedi: {errorMessage(props.error)}
        </p>
      ) : null}
      {props.children}
    </>
  )
}

/**
 * ListStatus around a page of a paged list (usePagedList's answer), with the pager under the rows when `page` and
 * `update` (the list params' setter) are given.
 */
export function PagedListStatus(
  props: ListTexts & {
    list: ReturnType<typeof usePagedList>
    page?: number
    update?: (patch: { page: number }) => void
    children: ReactNode
  },
) {
  const { list, page, update, children, ...texts } = props
  return (
    <ListStatus
      {...texts}
      isLoading={list.isLoading}
      error={list.error}
      isEmpty={list.items.length === 0}
      onRetry={() => void list.reload()}
    >
      {children}
      {page !== undefined && update ? (
        <Pagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={list.total}
          onPage={(next) => update({ page: next })}
        />
      ) : null}
    </ListStatus>
  )
}
