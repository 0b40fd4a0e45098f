import type { ContactMessage, WellnessMessage } from '@clinic/contract/message'
import type { contactMessages, wellnessMessages } from '../../db/schema.ts'

/** A contact message as the admin reads it (GET /api/Contact, a data request). */
export const toContactMessage = (row: typeof contactMessages.$inferSelect): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phoneNumber: row.phoneNumber,
  subject: row.subject,
  message: row.message,
  appointment:
    row.appointmentClinic && row.appointmentDate && row.appointmentTime
      ? { clinic: row.appointmentClinic, date: row.appointmentDate, time: row.appointmentTime }
      : null,
  isRead: row.isRead,
  createdDate: row.createdAt.toISOString(),
})

/** A get-well message as the admin reads it (GET /api/WellnessMessage, a data request). */
export const toWellnessMessage = (row: typeof wellnessMessages.$inferSelect): WellnessMessage => ({
  id: row.id,
  senderName: row.senderName,
  email: row.email,
  phoneNumber: row.phoneNumber,
  patientName: row.patientName,
  message: row.message,
  isRead: row.isRead,
  createdDate: row.createdAt.toISOString(),
})
