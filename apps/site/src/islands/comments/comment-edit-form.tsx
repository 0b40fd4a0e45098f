import { CommentBody } from '@clinic/contract/comment'
import { errorMessage, fieldErrorMessages } from '@clinic/ui/lib/server-errors'
import { TextareaField } from '@clinic/ui/textarea-field'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormAlert } from '../form-alert.tsx'
import { SubmitButton } from '../submit-button.tsx'

export interface CommentEditFormProps {
  content: string
  /** Saves the text; rejects with the API's error, whose Turkish message is shown (the text stays). */
  onSave: (values: CommentBody) => Promise<void>
  onCancel: () => void
}

/** Editing one's own comment in place of its text. */
export function CommentEditForm({ content, onSave, onCancel }: CommentEditFormProps) {
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CommentBody>({ resolver: zodResolver(CommentBody), defaultValues: { content } })

  const submit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      await onSave(values)
    } catch (error) {
      setServerError(errorMessage(error))
      const message = fieldErrorMessages(error, ['content'] as const).content
      if (message) setError('content', { type: 'server', message })
    }
  })

  return (
    <form className="form comment-edit" noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
      {serverError ? <FormAlert kind="error">{serverError}</FormAlert> : null}
      <TextareaField
        label="Yorumunuzu düzenleyin"
        rows={4}
        required
        hint="Düzenlenen yorum, yönetici yeniden onaylayana kadar yalnızca size görünür."
        error={errors.content?.message}
        // The visitor just asked to edit this text: the cursor goes there.
        autoFocus
        {...register('content')}
      />
      <div className="form-actions">
        <SubmitButton busy={isSubmitting} busyLabel="Kaydediliyor…">
          Kaydet
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={isSubmitting}>
          Vazgeç
        </button>
      </div>
    </form>
  )
}
