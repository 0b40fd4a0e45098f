import { lazy } from './lazy.ts'

/** What the build tells the browser (see BaseLayout): the API origin ("" = this site) and the analytics ids. */
export interface ClientConfig {
  apiUrl: string
  analytics: { gaId?: string; clarityId?: string; metaPixelId?: string }
}

export const clientConfig = lazy((): ClientConfig => {
  const text = document.getElementById('site-config')?.textContent
  return text ? (JSON.parse(text) as ClientConfig) : { apiUrl: '', analytics: {} }
})
