import { describe, expect, test } from 'vitest'
import {
  appointmentDateProblem,
  appointmentDateRange,
  appointmentTimeProblem,
  appointmentTimes,
  clinicNow,
  describeAppointment,
  formatAppointmentDay,
} from './appointment.ts'

// Thursday 26 November 2026, 14:10 in Istanbul (UTC+3).
const NOW = new Date('2026-11-26T11:10:00Z')

describe('appointment slots and days', () => {
  test('the half-hour slots fill the opening hours: 09:00 to 16:30', () => {
    const times = appointmentTimes({ opens: '09:00', closes: '17:00' })
    expect(times[0]).toBe('09:00')
    expect(times.at(-1)).toBe('16:30')
    expect(times).toHaveLength(16)
  })

  test("today is the clinic's day, not the server's", () => {
    expect(clinicNow(new Date('2026-11-26T22:30:00Z'))).toEqual({ date: '2026-11-27', time: '01:30' })
    expect(appointmentDateRange(NOW)).toEqual({ min: '2026-11-26', max: '2027-11-26' })
  })

  test('a weekday from today to a year ahead is bookable; the past, weekends and beyond a year are not', () => {
    expect(appointmentDateProblem('2026-11-26', NOW)).toBeNull()
    expect(appointmentDateProblem('2027-11-26', NOW)).toBeNull()
    expect(appointmentDateProblem('2026-11-25', NOW)).toBe('Geçmiş bir tarih seçilemez.')
    expect(appointmentDateProblem('2026-11-28', NOW)).toMatch(/hafta içi bir gün seçin/)
    expect(appointmentDateProblem('2027-11-29', NOW)).toBe(
      'En fazla bir yıl sonrası için randevu talep edebilirsiniz.',
    )
    expect(appointmentDateProblem('2026-13-01', NOW)).toBe('Geçerli bir tarih seçin.')
  })

  test("today's slots that have passed are refused, later ones and other days' are not", () => {
    expect(appointmentTimeProblem('2026-11-26', '14:00', NOW)).toBe('Bugün için geçmiş bir saat seçilemez.')
    expect(appointmentTimeProblem('2026-11-26', '14:30', NOW)).toBeNull()
    expect(appointmentTimeProblem('2026-11-27', '09:00', NOW)).toBeNull()
    expect(appointmentTimeProblem('2026-11-27', '09:15', NOW)).toMatch(/yarım saatlik/)
  })

  test('the day reads the Turkish way, with the clinic and time', () => {
    expect(formatAppointmentDay('2027-01-12')).toBe('12 Ocak 2027 Salı')
    expect(describeAppointment({ clinic: 'trabzon', date: '2027-01-12', time: '10:30' })).toBe(
      'Trabzon Klinik · 12 Ocak 2027 Salı · 10:30',
    )
  })
})
