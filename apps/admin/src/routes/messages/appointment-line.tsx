import './appointment-line.css'
import { clinicName, formatAppointmentDay } from '@clinic/contract/appointment'
import type { AppointmentRequest } from '@clinic/contract/message'

/** A contact message that asks for an appointment: the "Randevu talebi" badge, then the clinic, day and time. */
export function AppointmentLine({ appointment }: { appointment: AppointmentRequest }) {
  return (
    <p className="message-appointment">
      <span className="badge badge--running message-appointment__badge">Randevu talebi</span>{' '}
      <span className="message-appointment__when">
        {clinicName(appointment.clinic)} ·{' '}
        <time dateTime={appointment.date}>{formatAppointmentDay(appointment.date)}</time> · saat{' '}
        <time dateTime={appointment.time}>{appointment.time}</time>
      </span>
    </p>
  )
}
