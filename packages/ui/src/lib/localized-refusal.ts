import { isApiError, NETWORK_ERROR_STATUS, TIMEOUT_ERROR_MESSAGE } from '@clinic/api-client/api-error'

/**
 * The API's refusals in the page's language (decision 0282). The API answers in Turkish (`{ message, errors? }`,
 * the contract's ApiError); on a Turkish page its message is shown as it is (it is the most precise). On another
 * language's page the answer is read by its HTTP status and the fields its `errors` name, and said with a sentence of
 * that language's catalogue (the group `refusal`); an answer that cannot be read more closely gets the sentence of
 * its status, never the Turkish text.
 */
export interface RefusalTexts {
  /** No answer (status 0): the network failed. */
  network: string
  /** No answer in time. */
  timeout: string
  invalid: string
  unauthorized: string
  forbidden: string
  notFound: string
  conflict: string
  tooLarge: string
  unsupported: string
  tooMany: string
  server: string
  unknown: string
  /** The login's 401. */
  wrongCredentials: string
  /** The login's 403 without a field: the account is disabled. */
  accountDisabled: string
  /** 403 on `email`: the address is not confirmed yet. */
  unconfirmed: string
  /** The second step's 401: the login step has expired. */
  loginExpired: string
  /** 409 on `email`. */
  emailTaken: string
  email: string
  /** 400 on a new password: too short, too common, or the current one again. */
  password: string
  currentPassword: string
  /** 400 on `token`: a confirmation or reset link that is wrong, used or expired. */
  link: string
  captcha: string
  /** The login asks for a captcha after a few failures (`captchaRequired`). */
  captchaRequired: string
  code: string
  image: string
  /** Any other field the API refuses. */
  field: string
}

type Sentence = keyof RefusalTexts

/** The sentence for a field the API names in `errors` (400; 403 and 409 are read in `fieldSentence`). */
const FIELD_SENTENCES: Record<string, Sentence> = {
  email: 'email',
  password: 'password',
  newPassword: 'password',
  currentPassword: 'currentPassword',
  token: 'link',
  captcha: 'captcha',
  code: 'code',
  file: 'image',
}

function fieldSentence(status: number, field: string): Sentence {
  if (field === 'email' && status === 403) return 'unconfirmed'
  if (field === 'email' && status === 409) return 'emailTaken'
  if (status === 409) return 'conflict'
  return FIELD_SENTENCES[field] ?? 'field'
}

function statusSentence(status: number): Sentence {
  if (status === NETWORK_ERROR_STATUS) return 'network'
  if (status >= 500) return 'server'
  const byStatus: Partial<Record<number, Sentence>> = {
    400: 'invalid',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'notFound',
    409: 'conflict',
    413: 'tooLarge',
    415: 'unsupported',
    429: 'tooMany',
  }
  return byStatus[status] ?? 'unknown'
}

/** A refusal's alert text and the texts under the form's fields, in the language of the texts. */
export interface LocalizedRefusal<F extends string> {
  summary: string
  fields: Partial<Record<F, string>>
}

/**
 * Reads a failed call (`error`, usually an ApiError) for a form with `fields`: the alert says the sentence of the
 * first field the API names (that is what its Turkish message says too), else of the status; each of the form's
 * fields the API names gets its own sentence. Anything that is not an ApiError is "unknown".
 */
export function localizedRefusal<F extends string>(
  error: unknown,
  texts: RefusalTexts,
  fields: readonly F[] = [],
): LocalizedRefusal<F> {
  if (!isApiError(error)) return { summary: texts.unknown, fields: {} }
  const { status } = error
  const named = Object.keys(error.errors).filter((field) => (error.errors[field]?.length ?? 0) > 0)
  const result: Partial<Record<F, string>> = {}
  for (const field of fields) if (named.includes(field)) result[field] = texts[fieldSentence(status, field)]
  let summary: Sentence
  if (status === NETWORK_ERROR_STATUS && error.message === TIMEOUT_ERROR_MESSAGE) summary = 'timeout'
  else if (error.captchaRequired) summary = 'captchaRequired'
  else if (named[0] !== undefined && status >= 400 && status < 500 && status !== 429)
    summary = fieldSentence(status, named[0])
  else summary = statusSentence(status)
  return { summary: texts[summary], fields: result }
}

/** The alert's text alone: the server's Turkish message without texts (a Turkish page), else the page's sentence. */
export function refusalText(
  error: unknown,
  texts: RefusalTexts | undefined,
  turkish: (error: unknown) => string,
) {
  return texts ? localizedRefusal(error, texts).summary : turkish(error)
}
