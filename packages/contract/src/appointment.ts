import { siteConfig } from './site-config.ts'

/**
 * An appointment request sent through the contact form: the preferred clinic, day and time. The rules are pure and
 * shared by the site's form (its options and errors) and the API (which decides).
 *
 * "Today" and "now" are the clinic's: Europe/Istanbul (Trabzon; Batum is one hour ahead, so a slot still open in
 * Trabzon's clock is never already past in Batum's by more than that hour, and the clinic confirms every request).
 */
export const APPOINTMENT_TIME_ZONE = 'Europe/Istanbul'

/** How far ahead a day may be asked for: up to one year from today. */
export const APPOINTMENT_MAX_DAYS_AHEAD = 365

/** How long a slot is, in minutes. */
export const APPOINTMENT_SLOT_MINUTES = 30

/** A clinic a request may name: its key (`trabzon`) and display name. */
export interface AppointmentClinic {
  key: string
  name: string
}

/**
 * The shipped clinics (siteConfig.addresses). The clinic's saved settings ("Site ayarları") may rename them or add
 * others: the site's form and the API take the list from the settings, this is only the default.
 */
export const APPOINTMENT_CLINICS: readonly AppointmentClinic[] = siteConfig.addresses.map((a) => ({
  key: a.key,
  name: a.name,
}))

/** The clinics of the saved settings' addresses (their Turkish names). */
export const appointmentClinicsOf = (addresses: readonly { key: string; name: { tr: string } }[]) =>
  addresses.map((a) => ({ key: a.key, name: a.name.tr }))

/** A clinic's key: what the form sends (`trabzon`); which keys exist is the settings' to say. */
export const APPOINTMENT_CLINIC_KEY = /^[a-z0-9-]{1,40}$/

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}
const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * The half-hour slots inside the opening hours: each starts at or after `opens` and ends by `closes`
 * (09:00 - 17:00 gives 09:00, 09:30 … 16:30).
 */
export function appointmentTimes(
  hours: { opens: string; closes: string } = siteConfig.openingHours,
): string[] {
  const times: string[] = []
  const end = toMinutes(hours.closes)
  for (let t = toMinutes(hours.opens); t + APPOINTMENT_SLOT_MINUTES <= end; t += APPOINTMENT_SLOT_MINUTES) {
    times.push(toClock(t))
  }
  return times
}

/** The clinic's calendar day and clock time at `now`: { date: "2026-11-26", time: "06:30" }. */
export function clinicNow(now: Date = new Date()): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: APPOINTMENT_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  )
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}

/** A calendar day as "YYYY-MM-DD" → its UTC midnight, or null when it is no real day ("2027-02-30"). */
function parseDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return null
  return date
}

/** `day` + `n` days, as "YYYY-MM-DD". */
export function addDays(day: string, n: number): string {
  const date = parseDay(day)
  if (!date) return day
  date.setUTCDate(date.getUTCDate() + n)
  return date.toISOString().slice(0, 10)
}

/** The first and last day a request may name: today (the clinic's) to a year from today. */
export function appointmentDateRange(now: Date = new Date()): { min: string; max: string } {
  const today = clinicNow(now).date
  return { min: today, max: addDays(today, APPOINTMENT_MAX_DAYS_AHEAD) }
}

/** Whether the clinic works on that day of the week (siteConfig.openingHours.schemaDays: Monday to Friday). */
export function isOpeningDay(day: string): boolean {
  const date = parseDay(day)
  if (!date) return false
  const name = SCHEMA_DAYS[date.getUTCDay()] as string
  return (siteConfig.openingHours.schemaDays as readonly string[]).includes(name)
}

/** The Turkish reason a day cannot be asked for, or null when it can. */
export function appointmentDateProblem(day: string, now: Date = new Date()): string | null {
  if (!parseDay(day)) return 'Geçerli bir tarih seçin.'
  const { min, max } = appointmentDateRange(now)
  if (day < min) return 'Geçmiş bir tarih seçilemez.'
  if (day > max) return 'En fazla bir yıl sonrası için randevu talep edebilirsiniz.'
  if (!isOpeningDay(day))
    return `Kliniklerimiz yalnızca ${openingDaysText()} günleri açıktır; hafta içi bir gün seçin.`
  return null
}

/** The Turkish reason a time cannot be asked for on that day, or null when it can. */
export function appointmentTimeProblem(day: string, time: string, now: Date = new Date()): string | null {
  if (!appointmentTimes().includes(time)) {
    return `Saat, çalışma saatleri (${siteConfig.openingHours.opens} - ${siteConfig.openingHours.closes}) içinde yarım saatlik bir dilim olmalıdır.`
  }
  const current = clinicNow(now)
  if (day === current.date && time <= current.time) return 'Bugün için geçmiş bir saat seçilemez.'
  return null
}

/** "Pazartesi - Cuma" from the opening days. */
function openingDaysText(): string {
  const days = siteConfig.openingHours.days
  return days.length > 1 ? `${days[0]} - ${days[days.length - 1]}` : (days[0] ?? '')
}

/** "2027-01-12" → "12 Ocak 2027 Salı": the day as the clinic writes it (tr-TR, long, with the weekday). */
export function formatAppointmentDay(day: string): string {
  const date = parseDay(day)
  if (!date) return day
  return new Intl.DateTimeFormat('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    weekday: 'long',
    timeZone: 'UTC',
  }).format(date)
}

/** The clinic's display name for its key ("trabzon" → "Trabzon Klinik"), or the key itself if unknown. */
export function clinicName(key: string, clinics: readonly AppointmentClinic[] = APPOINTMENT_CLINICS): string {
  return clinics.find((c) => c.key === key)?.name ?? key
}

/** "Trabzon Klinik · 12 Ocak 2027 Salı · 10:30": one line for the admin's inbox and the clinic's mail. */
export function describeAppointment(
  a: { clinic: string; date: string; time: string },
  clinics: readonly AppointmentClinic[] = APPOINTMENT_CLINICS,
): string {
  return `${clinicName(a.clinic, clinics)} · ${formatAppointmentDay(a.date)} · ${a.time}`
}
