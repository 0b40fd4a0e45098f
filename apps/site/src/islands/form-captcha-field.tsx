import type { Ref } from 'react'
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form'
import { CaptchaField, type CaptchaFieldHandle } from './captcha-field.tsx'

/**
 * The captcha of a react-hook-form form: the solved payload is the form's `captcha` value (checked by the form's
 * schema, re-checked after the first submit like any field) and its error shows under the widget.
 */
export function FormCaptchaField<
  T extends FieldValues & { captcha?: string | undefined },
  TOut extends FieldValues = T,
>({
  control,
  ref,
  language,
}: {
  control: Control<T, unknown, TOut>
  ref?: Ref<CaptchaFieldHandle>
  /** The widget's language (an altcha/i18n pack), the page's. */
  language: string
}) {
  const { field, fieldState } = useController({ name: 'captcha' as Path<T>, control })
  return (
    <CaptchaField
      ref={ref}
      language={language}
      onChange={(payload) => field.onChange(payload ?? '')}
      error={fieldState.error?.message}
    />
  )
}
