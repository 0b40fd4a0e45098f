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

/** The list's texts; the site passes its catalogue's `sessions` in the page's language. */
export type SessionTexts = { readonly [K in keyof typeof SESSION_TEXTS]: string }

/** "26 Kasım 2026 09:41" in the clinic's time zone; in another language with its BCP 47 tag (`en-GB`). */
export function formatSessionTime(iso: string, dateLocale: string = DATE_LOCALE): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(dateLocale, {
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
  /** Turkish by default. */
  texts?: SessionTexts
  /** The dates' language (BCP 47, e.g. `en-GB`); Turkish by default. */
  dateLocale?: string
}

/** A list of signed-in devices: device, address, opened, last seen, "Bu oturum", and the buttons that end them. */
export function SessionList({
  sessions,
  onEnd,
  onEndRest,
  texts = SESSION_TEXTS,
  endRestLabel = texts.endOthers,
  busy = false,
  dateLocale = DATE_LOCALE,
}: SessionListProps) {
  if (sessions.length === 0) return <p className="form-note">{texts.empty}</p>
  const others = sessions.filter((s) => !s.current)
  return (
    <div className="session-list">
      <ul className="session-list__items">
        {sessions.map((s) => (
          <li key={s.id} className="session-list__item" data-testid="session">
            <p className="session-list__device">
              <strong>{s.device}</strong>
              {s.current ? <span className="session-list__badge"> ({texts.current})</span> : null}
            </p>
            <p className="session-list__meta">
              {texts.address}: {s.address ?? texts.unknownAddress} · {texts.opened}:{' '}
              {formatSessionTime(s.createdAt, dateLocale)} · {texts.lastSeen}:{' '}
              {formatSessionTime(s.lastSeenAt, dateLocale)}
            </p>
            {onEnd && !s.current ? (
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() => onEnd(s)}
                aria-label={`${texts.end}: ${s.device}, ${formatSessionTime(s.lastSeenAt, dateLocale)}`}
              >
                {texts.end}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {onEndRest && (others.length > 0 || endRestLabel !== texts.endOthers) ? (
        <button type="button" className="button" disabled={busy} onClick={onEndRest}>
          {endRestLabel}
        </button>
      ) : null}
    </div>
  )
}
