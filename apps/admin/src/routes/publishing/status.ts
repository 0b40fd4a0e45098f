import type { PublishTarget, SiteBuildStatus, SitePublishState } from '@clinic/contract/site-publish'

export const TARGET_LABELS: Readonly<Record<PublishTarget, string>> = { builder: 'Site', webhook: 'Webhook' }

export const BUILD_STATUS_LABELS: Readonly<Record<SiteBuildStatus, string>> = {
  running: 'Sürüyor',
  ok: 'Başarılı',
  failed: 'Başarısız',
  interrupted: 'Yarıda kaldı',
}

export const STATUS_TEXTS = {
  live: 'Yayında',
  building: 'Değişiklikler yayınlanıyor…',
  pending: 'Değişiklik bekliyor',
  failed: 'Son yayın başarısız oldu; site önceki haliyle yayında',
  failedNeverLive: 'Son yayın başarısız oldu; site henüz yayında değil',
  neverLive: 'Site henüz yayınlanmadı',
  disabled: 'Otomatik yayın kapalı',
} as const

export type StatusTone = 'ok' | 'busy' | 'warning' | 'danger' | 'neutral'

export interface PublishHeadline {
  text: string
  tone: StatusTone
}

/** Every 2 s while something is being or waiting to be published, else every 15 s. */
export const FAST_POLL_MS = 2000
export const SLOW_POLL_MS = 15_000

export function pollInterval(state: SitePublishState | undefined): number {
  return state && (state.building || state.pending) ? FAST_POLL_MS : SLOW_POLL_MS
}

/**
 * The one line that says where publishing stands: switched off, then building, then waiting, then a failure, then
 * live. Off comes first: the server then reports no live build and no pending change, which would read as "never
 * published" or "up to date".
 */
export function publishHeadline(state: SitePublishState): PublishHeadline {
  if (!state.enabled) return { text: STATUS_TEXTS.disabled, tone: 'warning' }
  if (state.building) return { text: STATUS_TEXTS.building, tone: 'busy' }
  if (state.pending) return { text: STATUS_TEXTS.pending, tone: 'warning' }
  if (state.lastBuild?.status === 'failed') {
    return { text: state.live ? STATUS_TEXTS.failed : STATUS_TEXTS.failedNeverLive, tone: 'danger' }
  }
  if (state.live) return { text: STATUS_TEXTS.live, tone: 'ok' }
  return { text: STATUS_TEXTS.neverLive, tone: 'neutral' }
}
