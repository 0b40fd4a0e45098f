import type { ApiError as ApiErrorBody } from '@clinic/contract/common'
import { STATUS_MESSAGES } from '@clinic/contract/http-messages'

/** Field name → Turkish messages, as the server sends them in `errors`. */
export type FieldErrors = Record<string, string[]>

/** Status 0 stands for "no HTTP answer": the network failed or the request timed out. */
export const NETWORK_ERROR_STATUS = 0
export const NETWORK_ERROR_MESSAGE =
  'Sunucuya ulaşılamadı. Lütfen internet bağlantınızı kontrol edip tekrar deneyin.'
export const TIMEOUT_ERROR_MESSAGE = 'Sunucu zamanında yanıt vermedi. Lütfen tekrar deneyin.'
export const INVALID_RESPONSE_MESSAGE = 'Sunucudan beklenmeyen bir yanıt alındı.'

const SERVER_FAILURE_MESSAGE = 'Sunucuda bir hata oluştu. Lütfen daha sonra tekrar deneyin.'
const UNKNOWN_FAILURE_MESSAGE = 'İstek tamamlanamadı. Lütfen tekrar deneyin.'

/** The server's own wording when an error answer carries no `message`. */
export function statusMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? (status >= 500 ? SERVER_FAILURE_MESSAGE : UNKNOWN_FAILURE_MESSAGE)
}

export interface ApiErrorInit {
  message: string
  status: number
  errors?: FieldErrors | undefined
  /** The login asked for a solved captcha (the contract's `captchaRequired`). */
  captchaRequired?: boolean | undefined
  method?: string | undefined
  url?: string | undefined
  cause?: unknown
}

/**
 * A failed API call: the server's Turkish `message`, the HTTP `status` (0 when no answer arrived), the
 * per-field `errors` of a validation failure (empty when none) and `captchaRequired` when a login must carry a
 * solved captcha before the password is checked again.
 */
export class ApiError extends Error {
  readonly status: number
  readonly errors: FieldErrors
  readonly captchaRequired: boolean
  readonly method: string | undefined
  readonly url: string | undefined

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.name = 'ApiError'
    this.status = init.status
    this.errors = init.errors ?? {}
    this.captchaRequired = init.captchaRequired === true
    this.method = init.method
    this.url = init.url
  }

  /** The first message the server gave for `field`, if any. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0]
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Reads `{ message, errors? }` by hand rather than with the contract's zod schema: this runs in the site's pages,
 * which must not ship zod (its size, and its `Function` probe that a strict CSP reports).
 */
function readErrorBody(body: unknown): ApiErrorBody | undefined {
  if (!isRecord(body) || typeof body.message !== 'string') return undefined
  const flags = body.captchaRequired === true ? { captchaRequired: true as const } : {}
  if (body.errors === undefined) return { message: body.message, ...flags }
  if (!isRecord(body.errors)) return undefined
  const errors: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(body.errors)) {
    if (!Array.isArray(messages) || !messages.every((m) => typeof m === 'string')) return undefined
    errors[field] = messages
  }
  return { message: body.message, errors, ...flags }
}

/** Builds the ApiError of a non-2xx answer from its parsed body (`{ message, errors? }` when the server sent one). */
export function apiErrorFromResponse(
  status: number,
  body: unknown,
  request: { method: string; url: string },
): ApiError {
  const parsed = readErrorBody(body)
  const message = parsed?.message.trim() ? parsed.message : statusMessage(status)
  return new ApiError({
    message,
    status,
    errors: parsed?.errors,
    captchaRequired: parsed?.captchaRequired,
    method: request.method,
    url: request.url,
  })
}
