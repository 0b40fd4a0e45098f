import { useSession } from '@clinic/ui/use-session'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import useSWR from 'swr'
import { keys } from './cache/keys.ts'
import { SECURITY_PATH } from './routes/security/paths.ts'
import { useAdmin } from './services.tsx'

/** The signed-in admin's second-factor state, shared by the gate, the layout's notice and the security screen. */
export function useTwoFactorStatus() {
  const { api } = useAdmin()
  return useSWR(keys.account.twoFactor(), () => api.account.twoFactorStatus())
}

/**
 * STAFF_2FA_REQUIRED: a staff member who signed in without a second factor (the login answer says so) goes to the
 * enrolment screen before any other screen opens; the server refuses their other calls with 403 anyway.
 */
export function EnrolmentGate(props: { children: ReactNode }) {
  const { session } = useAdmin()
  const { user } = useSession(session)
  const { pathname } = useLocation()
  if (user?.twoFactorEnrolmentRequired && pathname !== SECURITY_PATH)
    return <Navigate to={SECURITY_PATH} replace />
  return props.children
}
