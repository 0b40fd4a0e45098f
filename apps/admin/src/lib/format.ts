import {
  DATE_FORMAT_ERROR_TEXT,
  DATE_LOCALE,
  DATE_TIME_ZONE,
  type DateInput,
  formatDateTr,
} from '@clinic/ui/lib/date'

/**
 * The day as @clinic/ui writes it, then the clock time in the practice's zone: "14 Mayıs 2026 09:05". Missing or
 * invalid values get the spec's texts from formatDateTr.
 */
export function formatDateTimeTr(value: DateInput): string {
  const day = formatDateTr(value)
  const date = value instanceof Date ? value : new Date(value ?? Number.NaN)
  if (Number.isNaN(date.getTime())) return day
  try {
    const time = new Intl.DateTimeFormat(DATE_LOCALE, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: DATE_TIME_ZONE,
    }).format(date)
    return `${day} ${time}`
  } catch {
    return DATE_FORMAT_ERROR_TEXT
  }
}

const seconds = new Intl.NumberFormat(DATE_LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** 1400 → "1,4 sn"; 125000 → "2 dk 5 sn"; null → "—". */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '—'
  if (ms < 60_000) return `${seconds.format(ms / 1000)} sn`
  const total = Math.round(ms / 1000)
  const minutes = Math.floor(total / 60)
  const rest = total % 60
  return rest === 0 ? `${minutes} dk` : `${minutes} dk ${rest} sn`
}

/**
 * An address as a person reads it: percent-encoding decoded ("/blog/menisk%C3%BCs" → "/blog/menisküs",
 * "%E2%80%A6" → "…"). What cannot be decoded stays as it is. For display only; links keep the encoded href.
 */
export function displayPath(url: string): string {
  try {
    return decodeURI(url)
  } catch {
    return url
  }
}
