/**
 * Wall-clock times of the clinic (Europe/Istanbul, UTC+3 all year since 2016): how a schedule is entered and shown
 * (issue 24, decision 0283). No Intl time-zone data is needed: the offset is fixed.
 */

export const ISTANBUL_OFFSET = '+03:00'
const OFFSET_MS = 3 * 3_600_000

const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
] as const

const two = (n: number) => String(n).padStart(2, '0')

/** The Istanbul wall clock of an instant, as UTC fields of a shifted Date. */
const wall = (instant: Date | string) => new Date(new Date(instant).getTime() + OFFSET_MS)

/** "2026-11-27T09:00": the value of an `<input type="datetime-local">` showing the instant in Istanbul. */
export function toIstanbulInput(instant: Date | string): string {
  const w = wall(instant)
  return `${w.getUTCFullYear()}-${two(w.getUTCMonth() + 1)}-${two(w.getUTCDate())}T${two(w.getUTCHours())}:${two(w.getUTCMinutes())}`
}

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * "2026-11-27T09:00" read as Istanbul time → "2026-11-27T09:00:00+03:00" (ISO with the offset, what the API takes);
 * undefined when it is not a real date and time.
 */
export function fromIstanbulInput(value: string): string | undefined {
  const match = INPUT.exec(value.trim())
  if (!match) return undefined
  const [, y, mo, d, h, mi, s = '00'] = match
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s))
  const check = new Date(utc)
  if (
    check.getUTCFullYear() !== Number(y) ||
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCDate() !== Number(d) ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(s) > 59
  )
    return undefined
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${ISTANBUL_OFFSET}`
}

/** "27 Kasım 09:00" (the year only when it is not `now`'s in Istanbul): a schedule in a list or the draft bar. */
export function formatIstanbul(instant: Date | string, now: Date = new Date()): string {
  const w = wall(instant)
  const year = w.getUTCFullYear() === wall(now).getUTCFullYear() ? '' : ` ${w.getUTCFullYear()}`
  return `${w.getUTCDate()} ${MONTHS[w.getUTCMonth()]}${year} ${two(w.getUTCHours())}:${two(w.getUTCMinutes())}`
}

/** "14:32": the Istanbul time of day (the draft bar's "Taslak kaydedildi 14:32"). */
export function formatIstanbulTime(instant: Date | string): string {
  const w = wall(instant)
  return `${two(w.getUTCHours())}:${two(w.getUTCMinutes())}`
}
