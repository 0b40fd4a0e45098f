// Pure helpers of the audit log: what an entry may keep, what changed, the CSV cells and the clinic's day bounds.

/** Field names never kept: passwords, secrets, tokens, hashes, one-time codes (whatever their case or prefix). */
const SECRET_FIELD = /pass(word)?|secret|token|hash|otp|totp|recovery|api[-_]?key|credential/i
/** Message bodies (contact and get-well messages) are never kept, whoever passes them. */
const BODY_FIELDS = new Set(['message', 'body', 'messagebody'])
/** Long rich text is cut: the log says it changed and how it began, not the whole page. */
export const MAX_KEPT_TEXT = 500
export const REDACTED = '[gizlendi]'

/**
 * A copy of `value` fit for the audit log: secret fields and message bodies dropped at every depth, long strings cut
 * to MAX_KEPT_TEXT characters, dates as ISO strings, functions and undefined left out. Depth is bounded (8).
 */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'string')
    return value.length > MAX_KEPT_TEXT ? `${value.slice(0, MAX_KEPT_TEXT)}…` : value
  if (typeof value === 'number' || typeof value === 'boolean') return value
  if (typeof value === 'bigint') return value.toString()
  if (typeof value !== 'object' || depth >= 8) return null
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
  const kept: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined || typeof field === 'function') continue
    if (SECRET_FIELD.test(key) || BODY_FIELDS.has(key.toLowerCase())) continue
    kept[key] = redact(field, depth + 1)
  }
  return kept
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The fields that differ between two redacted records, as `{ before, after }` holding only those fields; a whole
 * record (created or deleted) when the other side is missing. Null on both sides when nothing changed.
 */
export function changedFields(
  before: unknown,
  after: unknown,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  const b = redact(before)
  const a = redact(after)
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
  if (!isRecord(b) || !isRecord(a)) {
    return { before: isRecord(b) ? b : null, after: isRecord(a) ? a : null }
  }
  const was: Record<string, unknown> = {}
  const now: Record<string, unknown> = {}
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (same(b[key], a[key])) continue
    was[key] = b[key] ?? null
    now[key] = a[key] ?? null
  }
  const any = Object.keys(now).length > 0
  return { before: any ? was : null, after: any ? now : null }
}

/**
 * One CSV cell (RFC 4180, comma-separated): quoted when it holds a quote, comma or line break; a cell that a
 * spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return) gets a leading
 * apostrophe first.
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`

/** The UTF-8 byte order mark: Excel then reads Turkish letters right. */
export const CSV_BOM = '\uFEFF'

const CLINIC_TIME_ZONE = 'Europe/Istanbul'

/** The offset of the clinic's time zone on a day, as "+03:00". */
function clinicOffset(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`)
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: CLINIC_TIME_ZONE, timeZoneName: 'longOffset' })
      .formatToParts(noon)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+03:00'
  const offset = name.replace('GMT', '')
  return offset === '' ? '+00:00' : offset
}

/** The instant a clinic calendar day (YYYY-MM-DD) begins. */
export const clinicDayStart = (day: string): Date => new Date(`${day}T00:00:00${clinicOffset(day)}`)

/** The instant after a clinic calendar day ends (the next day's start). */
export function clinicDayEnd(day: string): Date {
  const next = new Date(`${day}T12:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return clinicDayStart(next.toISOString().slice(0, 10))
}

/** An instant as the clinic reads it: "26.11.2026 09:41:05". */
export const clinicDateTime = (date: Date): string =>
  new Intl.DateTimeFormat('tr-TR', {
    timeZone: CLINIC_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(date)
