import { isApiError } from '@clinic/api-client/api-error'
import { TOKEN_MISSING_MESSAGE } from '@clinic/api-client/session'

export const GENERIC_ERROR_MESSAGE = 'Bir hata oluştu. Lütfen tekrar deneyin.'

/**
 * The Turkish text to show for a failed action: the server's message of an ApiError (network failures carry
 * one too), 'Token alınamadı' for a login without token, else the fallback (never a raw JavaScript message).
 */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR_MESSAGE): string {
  if (isApiError(error)) return error.message
  if (error instanceof Error && error.message === TOKEN_MISSING_MESSAGE) return error.message
  return fallback
}

/** The server's first message per field, for the fields a form has (e.g. into react-hook-form's setError). */
export function fieldErrorMessages<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {}
  if (!isApiError(error)) return result
  for (const field of fields) {
    const message = error.fieldError(field)
    if (message) result[field] = message
  }
  return result
}
