import { isApiError } from '@clinic/api-client/api-error'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { Link } from 'react-router-dom'

/**
 * The state of a screen that loads one item: loading, not found (404: with a way back), or another failure with
 * "Tekrar dene".
 */
export function LoadState(props: {
  error: unknown
  loadingText: string
  notFoundText: string
  backTo: string
  backLabel: string
  onRetry(): void
}) {
  if (isApiError(props.error) && props.error.status === 404) {
    return (
      <div className="panel empty" role="alert">
        <p>{props.notFoundText}</p>
        <Link className="button button--ghost" to={props.backTo}>
          {props.backLabel}
        </Link>
      </div>
    )
  }
  return <Loading error={props.error} loadingText={props.loadingText} onRetry={props.onRetry} />
}

/**
 * Something a screen waits for: "… yükleniyor…" while it loads (nothing once `isLoading` is false), or the
 * server's refusal (after `failedPrefix`, "Kullanıcı alınamadı: ") with "Tekrar dene".
 */
export function Loading(props: {
  error: unknown
  isLoading?: boolean | undefined
  loadingText: string
  failedPrefix?: string | undefined
  onRetry(): void
}) {
  if (props.error) {
    return (
      <div className="panel notice notice--danger" role="alert">
        <p>
          {props.failedPrefix}
          {errorMessage(props.error)}
        </p>
        <button type="button" className="button button--ghost" onClick={props.onRetry}>
          Tekrar dene
        </button>
      </div>
    )
  }
  if (props.isLoading === false) return null
  return (
    <p className="panel muted" role="status">
      {props.loadingText}
    </p>
  )
}
