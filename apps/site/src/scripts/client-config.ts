/** What the build tells the browser (see BaseLayout): the API origin ("" = this site) and the analytics ids. */
export interface ClientConfig {
  apiUrl: string
  analytics: { gaId?: string; clarityId?: string; metaPixelId?: string }
}

let config: ClientConfig | undefined

export function clientConfig(): ClientConfig {
  if (!config) {
    const text = document.getElementById('site-config')?.textContent
    config = text ? (JSON.parse(text) as ClientConfig) : { apiUrl: '', analytics: {} }
  }
  return config
}
