import { HTTP_MESSAGES, INVALID_INPUT_MESSAGE } from '@clinic/contract/http-messages'
export type FieldErrors = Record<string, string[]>

/** An error the client should see: a status, a Turkish message and, for validation, messages per field. */
export class HttpError extends Error {
  readonly statusCode: number
  readonly errors: FieldErrors | undefined
  /** Headers of this answer (Retry-After). */
  readonly headers: Record<string, string> | undefined
  /** Machine-readable flags beside the message (`twoFactorEnrolmentRequired: true`). */
  readonly flags: Record<string, true> | undefined

  constructor(
    statusCode: number,
    message: string,
    errors?: FieldErrors,
    headers?: Record<string, string>,
    flags?: Record<string, true>,
  ) {
    super(message)
    this.name = 'HttpError'
    this.statusCode = statusCode
    this.errors = errors
    this.headers = headers
    this.flags = flags
  }
}

export const badRequest = (message: string = INVALID_INPUT_MESSAGE, errors?: FieldErrors) =>
  new HttpError(400, message, errors)
export const unauthorized = (message: string = HTTP_MESSAGES[401]) => new HttpError(401, message)
export const forbidden = (message: string = HTTP_MESSAGES[403]) => new HttpError(403, message)
export const notFound = (message: string = HTTP_MESSAGES[404]) => new HttpError(404, message)
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors)
export const payloadTooLarge = (message: string) => new HttpError(413, message)
export const unsupportedMediaType = (message: string) => new HttpError(415, message)
/** The server is busy for now; the client may try again after `retryAfterSeconds`. */
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new HttpError(503, message, undefined, { 'retry-after': String(retryAfterSeconds) })
export const tooManyRequests = (message: string = HTTP_MESSAGES[429]) => new HttpError(429, message)
