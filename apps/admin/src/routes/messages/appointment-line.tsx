import './appointment-line.css'
import { appointmentClinicsOf, clinicName, formatAppointmentDay } from '@clinic/contract/appointment'
import type { AppointmentRequest } from '@clinic/contract/message'
import useSWR from 'swr'
import { keys } from '../../cache/keys.ts'
import { useAdmin } from '../../services.tsx'

/**
 * A contact message that asks for an appointment: the "Randevu talebi" badge, then the clinic, day and time. The
 * clinic's name is the saved settings' (a clinic renamed in "Site ayarları"); until they load, the shipped name.
 */
export function AppointmentLine({ appointment }: { appointment: AppointmentRequest }) {
  const { api } = useAdmin()
  const settings = useSWR(keys.settings.published(), () => api.site.publicSettings())
  const clinics = settings.data ? appointmentClinicsOf(settings.data.addresses) : undefined
  return (
    <p className="message-appointment">
      <span className="badge badge--running message-appointment__badge">Randevu talebi</span>{' '}
      <span className="message-appointment__when">
        {clinicName(appointment.clinic, clinics)} ·{' '}
        <time dateTime={appointment.date}>{formatAppointmentDay(appointment.date)}</time> · saat{' '}
        <time dateTime={appointment.time}>{appointment.time}</time>
      </span>
    </p>
  )
}
