import { readStoredTheme } from '@clinic/ui/lib/theme'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router-dom'
import { config as configureZod } from 'zod'
import { AdminApp } from './app.tsx'
import { env } from './env.ts'
import { ADMIN_BASENAME, adminRoutes } from './router.tsx'
import { createAdminServices } from './services.tsx'
import './styles/admin.css'
import './styles/lists.css'
import './styles/forms.css'

// zod's fast path probes `new Function`, which the admin's CSP (`script-src 'self'`) refuses.
configureZod({ jitless: true })

// The theme the visitor chose on the site, else the system's, followed while no choice is stored: @clinic/ui's
// tokens switch on data-theme, as on the site, where the head script sets it the same way.
const systemDark = matchMedia('(prefers-color-scheme: dark)')
const applyTheme = () => {
  document.documentElement.dataset.theme = readStoredTheme() ?? (systemDark.matches ? 'dark' : 'light')
}
applyTheme()
systemDark.addEventListener('change', applyTheme)

const services = createAdminServices({ apiUrl: env.apiUrl, siteUrl: env.siteUrl })
const router = createBrowserRouter(adminRoutes, { basename: ADMIN_BASENAME })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminApp services={services} router={router} />
  </StrictMode>,
)
