import type { SessionInfo } from '@clinic/contract/account'
import { DATE_LOCALE, DATE_TIME_ZONE } from './lib/date.ts'

export const SESSION_TEXTS = {
  current: 'Bu oturum',
  end: 'Oturumu kapat',
  endOthers: 'Diğer tüm oturumları kapat',
  endAll: 'Tüm oturumları kapat',
  empty: 'Açık oturum yok.',
  opened: 'Açılış',
  lastSeen: 'Son görülme',
  address: 'Adres',
  unknownAddress: 'Bilinmiyor',
} as const

/** "26 Kasım 2026 09:41" in the clinic's time zone. */
export function formatSessionTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(DATE_LOCALE, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: DATE_TIME_ZONE,
  }).format(date)
}

export interface SessionListProps {
  sessions: readonly SessionInfo[]
  /** Ends one session; absent on a read-only view. */
  onEnd?: ((session: SessionInfo) => void) | undefined
  /** "Diğer tüm oturumları kapat" (own sessions) or "Tüm oturumları kapat" (an admin's view of a user). */
  onEndRest?: (() => void) | undefined
  endRestLabel?: string
  busy?: boolean
}

/** A list of signed-in devices: device, address, opened, last seen, "Bu oturum", and the buttons that end them. */
export function SessionList({
  sessions,
  onEnd,
  onEndRest,
  endRestLabel = SESSION_TEXTS.endOthers,
  busy = false,
}: SessionListProps) {
  if (sessions.length === 0) return <p className="form-note">{SESSION_TEXTS.empty}</p>
  const others = sessions.filter((s) => !s.current)
  return (
    <div className="session-list">
      <ul className="session-list__items">
        {sessions.map((s) => (
          <li key={s.id} className="session-list__item" data-testid="session">
            <p className="session-list__device">
              <strong>{s.device}</strong>
              {s.current ? <span className="session-list__badge"> ({SESSION_TEXTS.current})</span> : null}
            </p>
            <p className="session-list__meta">
              {SESSION_TEXTS.address}: {s.address ?? SESSION_TEXTS.unknownAddress} · {SESSION_TEXTS.opened}:{' '}
              {formatSessionTime(s.createdAt)} · {SESSION_TEXTS.lastSeen}: {formatSessionTime(s.lastSeenAt)}
            </p>
            {onEnd && !s.current ? (
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() => onEnd(s)}
                aria-label={`${SESSION_TEXTS.end}: ${s.device}, ${formatSessionTime(s.lastSeenAt)}`}
              >
                {SESSION_TEXTS.end}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {onEndRest && (others.length > 0 || endRestLabel !== SESSION_TEXTS.endOthers) ? (
        <button type="button" className="button" disabled={busy} onClick={onEndRest}>
          {endRestLabel}
        </button>
      ) : null}
    </div>
  )
}
