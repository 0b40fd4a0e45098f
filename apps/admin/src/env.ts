/** The admin's build settings; the only reader of `import.meta.env`. */
export interface AdminEnv {
  /** The API's origin (e.g. "https://api.example.com"); "" means the admin's own origin. */
  apiUrl: string
  /** The public site's origin (its /login and home); "" means the admin's own origin. */
  siteUrl: string
}

/**
 * One optional base URL: unset or blank → ""; otherwise an absolute http(s) URL without query or hash, returned
 * without its trailing slash so paths can be appended ("https://klinik.example" + "/login").
 */
function readBaseUrl(source: Record<string, unknown>, name: string): string {
  const raw = source[name]
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return ''
  if (typeof raw !== 'string') throw new Error(`${name} must be a string`)
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw new Error(`${name} is not an absolute URL: ${raw}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must use http or https: ${raw}`)
  }
  if (url.search !== '' || url.hash !== '') throw new Error(`${name} must have no query or hash: ${raw}`)
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}

/** Validates the settings once, when the admin loads; a bad value stops the build's page with a clear error. */
export function readEnv(source: Record<string, unknown>): AdminEnv {
  return { apiUrl: readBaseUrl(source, 'VITE_API_URL'), siteUrl: readBaseUrl(source, 'VITE_SITE_URL') }
}

export const env: AdminEnv = readEnv(import.meta.env)
