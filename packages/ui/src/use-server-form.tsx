import { type BaseSyntheticEvent, useRef, useState } from 'react'
import { type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form'
import { localizedRefusal, type RefusalTexts } from './lib/localized-refusal.ts'
import { errorMessage, fieldErrorMessages } from './lib/server-errors.ts'

/** What a form says after an answer: the server's Turkish refusal, or what the success means. */
export interface FormOutcome {
  kind: 'error' | 'success'
  text: string
}

/** What a form needs of a captcha widget: a solution is accepted once, so it is reset after every answer. */
export interface CaptchaHandle {
  reset: () => void
}

export interface ServerFormOptions<TIn extends FieldValues, TOut> extends UseFormProps<TIn, unknown, TOut> {
  /** The fields the server's field errors are shown under; the rest of a refusal is said in the form's alert. */
  fields: readonly Path<TIn>[]
  /**
   * Sends the valid values. A rejection is the server's refusal (what was typed stays); a returned text is shown as
   * the success.
   */
  send: (values: TOut) => Promise<unknown>
  /** The alert's text for a refusal; the server's Turkish message (errorMessage) by default. */
  summary?: (error: unknown) => string
  /**
   * The page's sentences for a refusal, on a page in another language than Turkish (decision 0282): the alert and
   * the field errors are then read by status and field (localizedRefusal) instead of shown in the server's Turkish.
   */
  refusal?: RefusalTexts | undefined
  /** Called with a refusal once it is shown, e.g. to bring in a captcha the API now asks for. */
  onRefused?: (error: unknown) => void
  /** A field error that repeats the alert word for word is said once, in the alert. */
  sayOnce?: boolean
}

/** A field's react-hook-form wiring and error text, spread into TextField, TextareaField or CheckboxField. */
export function bindField<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'formState'>,
  name: Path<T>,
) {
  return { ...form.register(name), error: form.getFieldState(name, form.formState).error?.message }
}

/** `field(name)`: bindField for one form, so a field reads `<TextField label="Ad" {...field('firstName')} />`. */
export type FieldBinder<N extends string> = (name: N) => ReturnType<typeof bindField>

/**
 * react-hook-form with the way every form of both apps answers a submit: the alert is cleared, the values are sent,
 * a refusal puts the server's Turkish field errors under the fields and its message in the alert, and a captcha
 * attached to `captchaRef` gets a fresh challenge whatever the answer. `submit` is the form's onSubmit; a refused
 * submit leaves `formState.isSubmitSuccessful` false.
 */
export function useServerForm<TIn extends FieldValues, TOut = TIn>({
  fields,
  send,
  summary = errorMessage,
  refusal,
  onRefused,
  sayOnce = false,
  ...formOptions
}: ServerFormOptions<TIn, TOut>) {
  const form = useForm<TIn, unknown, TOut>(formOptions)
  const [outcome, setOutcome] = useState<FormOutcome | null>(null)
  const captchaRef = useRef<CaptchaHandle>(null)

  const handle = form.handleSubmit(async (values) => {
    setOutcome(null)
    try {
      const success = await send(values)
      if (typeof success === 'string') setOutcome({ kind: 'success', text: success })
    } catch (error) {
      const localized = refusal ? localizedRefusal(error, refusal, fields) : undefined
      const text = localized ? localized.summary : summary(error)
      setOutcome({ kind: 'error', text })
      const messages: Partial<Record<string, string>> = localized
        ? localized.fields
        : fieldErrorMessages(error, fields)
      for (const field of fields) {
        const message = messages[field]
        if (message && !(sayOnce && message === text)) form.setError(field, { type: 'server', message })
      }
      onRefused?.(error)
      // Rethrown so react-hook-form counts the submit as failed; `submit` below swallows it.
      throw error
    } finally {
      captchaRef.current?.reset()
    }
  })
  const submit = (event?: BaseSyntheticEvent) => handle(event).catch(() => undefined)

  const field: FieldBinder<Path<TIn>> = (name) => bindField(form, name)
  return { ...form, submit, outcome, captchaRef, field }
}
