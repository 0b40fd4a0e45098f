/** The longest text an error puts in one log line (a driver error can quote every parameter of its query). */
export const MAX_LOGGED_TEXT = 2000

const clip = (text: unknown): string => {
  const value = typeof text === 'string' ? text : text === undefined ? '' : String(text)
  return value.length > MAX_LOGGED_TEXT
    ? `${value.slice(0, MAX_LOGGED_TEXT)}… (${value.length - MAX_LOGGED_TEXT} karakter kesildi)`
    : value
}

interface LoggedError {
  [key: string]: unknown
  type: string
  message: string
  stack: string
}

/**
 * Serialises an error for the log: its type, code, status, message and stack (each clipped) and up to three causes.
 * Nothing else of the error is copied, so a request body or a query's parameters hanging on it never reach the log.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: clip(error), stack: '' }
  const e = error as {
    name?: unknown
    message?: unknown
    stack?: unknown
    code?: unknown
    statusCode?: unknown
  }
  const cause = (error as { cause?: unknown }).cause
  return {
    type: typeof e.name === 'string' ? e.name : 'Error',
    message: clip(e.message),
    stack: clip(e.stack),
    ...(e.code === undefined ? {} : { code: clip(e.code) }),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    ...(cause === undefined || depth >= 3 ? {} : { cause: serializeError(cause, depth + 1) }),
  }
}

/** The logger's serializers: `err` as above (Fastify's request and reply serializers never include bodies). */
export const logSerializers = { err: (error: Error) => serializeError(error) }

const SERVICE_UNAVAILABLE = 503

/** A request slower than this is logged at the default level, whatever its answer. */
export const SLOW_REQUEST_MS = 1000

/**
 * The level a finished request is logged at: server errors and slow requests stand out at `info`; every other
 * request shows only at `debug`, so the start-up lines (address, admin login, outbox) are not buried.
 */
export function requestLogLevel(statusCode: number, elapsedMs: number): 'error' | 'warn' | 'debug' {
  // 503 is an answer the server chose ("Site hazırlanıyor" during the first build, a full image queue), not a fault.
  if (statusCode >= 500 && statusCode !== SERVICE_UNAVAILABLE) return 'error'
  if (elapsedMs > SLOW_REQUEST_MS) return 'warn'
  return 'debug'
}
