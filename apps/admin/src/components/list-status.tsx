import { errorMessage } from '@clinic/ui/lib/server-errors'
import type { ReactNode } from 'react'

/**
 * The states of a list around its rows: loading (first load only: later loads keep the rows), the server's
 * refusal with "Tekrar dene", empty (a different text when filters are on), then the rows.
 */
export function ListStatus(props: {
  isLoading: boolean
  error: unknown
  isEmpty: boolean
  loadingText: string
  emptyText: string
  filteredEmptyText?: string
  filtered?: boolean
  onRetry(): void
  children: ReactNode
}) {
  if (props.error && props.isEmpty) {
    return (
      <div className="panel notice notice--danger" role="alert">
        <p>{errorMessage(props.error)}</p>
        <button type="button" className="button button--ghost" onClick={props.onRetry}>
          Tekrar dene
        </button>
      </div>
    )
  }
  if (props.isLoading && props.isEmpty) {
    return (
      <p className="panel muted" role="status">
        {props.loadingText}
      </p>
    )
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
