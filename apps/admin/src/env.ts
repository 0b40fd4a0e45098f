/** The admin's build settings; the only reader of `import.meta.env`. */
export interface AdminEnv {
  /** The API's origin (e.g. "https://api.example.com"); "" means the admin's own origin. */
  apiUrl: string
}

/**
 * Validates the settings once: `VITE_API_URL` is optional; when set it must be an absolute http(s) URL without
 * query or hash (a trailing slash is dropped).
 */
export function readEnv(source: Record<string, unknown>): AdminEnv {
  const raw = source.VITE_API_URL
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    return { apiUrl: '' }
  }
  if (typeof raw !== 'string') throw new Error('VITE_API_URL must be a string')
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw new Error(`VITE_API_URL is not an absolute URL: ${raw}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_API_URL must use http or https: ${raw}`)
  }
  if (url.search !== '' || url.hash !== '') throw new Error(`VITE_API_URL must have no query or hash: ${raw}`)
  return { apiUrl: `${url.origin}${url.pathname}`.replace(/\/+$/, '') }
}

export const env: AdminEnv = readEnv(import.meta.env)
