import { errorMessage, fieldErrorMessages } from '@clinic/ui/lib/server-errors'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

/**
 * A refused submit: puts the server's Turkish field errors under the fields the form has and returns the message for
 * the form's alert. What the visitor typed stays in the form.
 */
export function showRefusal<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string {
  const messages: Partial<Record<string, string>> = fieldErrorMessages(error, fields)
  for (const field of fields) {
    const message = messages[field]
    if (message) setError(field, { type: 'server', message })
  }
  return errorMessage(error)
}
