import type { FieldError, FieldValues, Resolver } from 'react-hook-form'

/**
 * The client-side checks of a form in the page's language (decision 0276). The contract's zod schemas carry
 * Turkish, field-specific messages (the API answers with the same ones): on a Turkish page they are shown as they
 * are; on another language's page each error is replaced by a sentence of that language's catalogue, chosen by the
 * field and the zod issue (`FieldError.type`), or "required" when the field is empty.
 */
export interface ValidationTexts {
  required: string
  invalid: string
  tooShort: string
  tooLong: string
  email: string
  phone: string
  passwordShort: string
  mismatch: string
  captcha: string
}

type Rule = keyof ValidationTexts
type Issue = 'empty' | 'too_small' | 'too_big' | 'invalid_format' | 'custom'

/** Per field of the site's forms, the sentence for an issue; any other field or issue gets the generic one. */
const FIELD_RULES: Record<string, Partial<Record<Issue, Rule>>> = {
  email: { invalid_format: 'email', too_small: 'required' },
  password: { too_small: 'passwordShort' },
  newPassword: { too_small: 'passwordShort' },
  confirmPassword: { custom: 'mismatch' },
  confirmNewPassword: { custom: 'mismatch' },
  phoneNumber: { invalid_format: 'phone' },
  captcha: { empty: 'captcha', too_small: 'captcha', too_big: 'captcha' },
}

const GENERIC: Record<Issue, Rule> = {
  empty: 'required',
  too_small: 'tooShort',
  too_big: 'tooLong',
  invalid_format: 'invalid',
  custom: 'invalid',
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** The sentence for one field's error in the page's language. */
export function localizedError(texts: ValidationTexts, field: string, type: string, value: unknown): string {
  const issue: Issue = isEmpty(value)
    ? 'empty'
    : type === 'too_small' || type === 'too_big' || type === 'invalid_format' || type === 'custom'
      ? type
      : 'custom'
  return texts[FIELD_RULES[field]?.[issue] ?? GENERIC[issue]]
}

/**
 * `resolver` with its field errors in the language of `texts`; unchanged without texts (a Turkish page). Fields in
 * `keep` already speak the page's language (a schema built from the catalogue, such as the notice's checkbox).
 */
export function localizedResolver<TIn extends FieldValues, TContext, TOut>(
  resolver: Resolver<TIn, TContext, TOut>,
  texts: ValidationTexts | undefined,
  keep: readonly string[] = [],
): Resolver<TIn, TContext, TOut> {
  if (!texts) return resolver
  return async (values, context, options) => {
    const result = await resolver(values, context, options)
    const errors = result.errors as Record<string, FieldError | undefined>
    for (const [field, error] of Object.entries(errors)) {
      if (!error || keep.includes(field) || typeof error.message !== 'string') continue
      errors[field] = {
        ...error,
        message: localizedError(texts, field, String(error.type), (values as Record<string, unknown>)[field]),
      }
    }
    return result
  }
}
