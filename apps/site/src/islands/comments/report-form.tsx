import { ReportBody } from '@clinic/contract/comment'
import { errorMessage, fieldErrorMessages } from '@clinic/ui/lib/server-errors'
import { TextareaField } from '@clinic/ui/textarea-field'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { FormAlert } from '../form-alert.tsx'
import { SubmitButton } from '../submit-button.tsx'

type ReportValues = z.infer<typeof ReportBody>

export interface ReportFormProps {
  /** Sends the report; rejects with the API's error, whose Turkish message is shown (the reason stays). */
  onReport: (reason: string) => Promise<void>
  onCancel: () => void
}

/** Why a comment should be looked at by the moderators: a reason of 3 to 500 characters. */
export function ReportForm({ onReport, onCancel }: ReportFormProps) {
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReportValues>({ resolver: zodResolver(ReportBody), defaultValues: { reportReason: '' } })

  const submit = handleSubmit(async ({ reportReason }) => {
    setServerError(null)
    try {
      await onReport(reportReason)
    } catch (error) {
      setServerError(errorMessage(error))
      const message = fieldErrorMessages(error, ['reportReason'] as const).reportReason
      if (message) setError('reportReason', { type: 'server', message })
    }
  })

  return (
    <form className="form comment-report" noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
      {serverError ? <FormAlert kind="error">{serverError}</FormAlert> : null}
      <TextareaField
        label="Bildirme nedeni"
        rows={3}
        required
        hint="Örneğin reklam, hakaret ya da konu dışı içerik. Bildiriminizi yalnızca yöneticiler görür."
        error={errors.reportReason?.message}
        // The visitor just asked to report this comment: the cursor goes to the reason.
        autoFocus
        {...register('reportReason')}
      />
      <div className="form-actions">
        <SubmitButton busy={isSubmitting} busyLabel="Gönderiliyor…" className="button--danger">
          Bildirimi Gönder
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={isSubmitting}>
          Vazgeç
        </button>
      </div>
    </form>
  )
}
