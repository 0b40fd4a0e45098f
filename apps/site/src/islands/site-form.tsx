import type { FormOutcome } from '@clinic/ui/use-server-form'
import type { BaseSyntheticEvent, ReactNode } from 'react'
import { FormAlert } from './form-alert.tsx'

export interface SiteFormProps {
  /** What useServerForm returns (its submit, outcome and busy state). */
  form: {
    submit: (event?: BaseSyntheticEvent) => Promise<unknown>
    outcome: FormOutcome | null
    formState: { isSubmitting: boolean }
  }
  /** Extra class beside `form`, e.g. "comment-form". */
  className?: string
  /** Said after a refusal's text, inside its alert (e.g. a link to ask for a new one). */
  refusalAction?: ReactNode
  children: ReactNode
}

/**
 * Every island form's frame: no native validation bubbles (the Turkish messages show under the fields), busy while it
 * sends, and the outcome of the last submit on top, where focus goes so it is heard.
 */
export function SiteForm({ form, className, refusalAction, children }: SiteFormProps) {
  const { outcome } = form
  return (
    <form
      className={className ? `form ${className}` : 'form'}
      noValidate
      onSubmit={form.submit}
      aria-busy={form.formState.isSubmitting || undefined}
    >
      {outcome ? (
        <FormAlert kind={outcome.kind}>
          {outcome.text}
          {outcome.kind === 'error' ? refusalAction : null}
        </FormAlert>
      ) : null}
      {children}
    </form>
  )
}
