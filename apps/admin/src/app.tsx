import { ConfirmProvider } from '@clinic/ui/confirm-provider'
import { ToastProvider } from '@clinic/ui/toast-provider'
import type { DataRouter } from 'react-router-dom'
import { RouterProvider } from 'react-router-dom'
import { type Cache, SWRConfig } from 'swr'
import { type AdminServices, AdminServicesProvider } from './services.tsx'

/** The providers every screen needs, around a router (the browser's in the app, a memory one in tests). */
export function AdminApp(props: { services: AdminServices; router: DataRouter; swrCache?: () => Cache }) {
  return (
    <AdminServicesProvider value={props.services}>
      <SWRConfig value={props.swrCache ? { provider: props.swrCache } : {}}>
        <ToastProvider>
          <ConfirmProvider>
            <RouterProvider router={props.router} />
          </ConfirmProvider>
        </ToastProvider>
      </SWRConfig>
    </AdminServicesProvider>
  )
}
