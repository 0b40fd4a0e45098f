import { type ComponentType, lazy, Suspense } from 'react'
import { Outlet, useMatches } from 'react-router-dom'

export const SCREEN_LOADING_TEXT = 'Sayfa yükleniyor…'
export const SCREEN_FAILED_TEXT =
  'Bu sayfa yüklenemedi. İnternet bağlantınızı kontrol edip sayfayı yenileyin.'

/**
 * The current screen: a polite "Sayfa yükleniyor…" while its chunk arrives (see `lazyScreen`). Keyed by the
 * route, so each screen's first visit shows it: router navigations are transitions, which would otherwise keep
 * the previous screen up without a word until the new one is ready.
 */
export function ScreenOutlet() {
  const matches = useMatches()
  return (
    <Suspense
      key={matches.at(-1)?.id}
      fallback={
        <p className="panel muted" role="status">
          {SCREEN_LOADING_TEXT}
        </p>
      }
    >
      <Outlet />
    </Suspense>
  )
}

/**
 * A screen whose code is its own chunk, loaded when the screen is first shown. A chunk that cannot be fetched
 * (offline, or a new release removed it) shows a Turkish message with "Sayfayı yenile" instead of the screen.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy<ComponentType>(() =>
    load().then(
      (module) => ({ default: pick(module) }),
      () => ({ default: ScreenLoadFailed }),
    ),
  )
}

function ScreenLoadFailed() {
  return (
    <div className="panel notice notice--danger" role="alert">
      <p>{SCREEN_FAILED_TEXT}</p>
      <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
        Sayfayı yenile
      </button>
    </div>
  )
}
