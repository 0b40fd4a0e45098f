import { type Comment, CommentCreateBody } from '@clinic/contract/comment'
import { TextareaField } from '@clinic/ui/textarea-field'
import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { CaptchaFieldHandle } from '../captcha-field.tsx'
import { FormAlert } from '../form-alert.tsx'
import { FormCaptchaField } from '../form-captcha-field.tsx'
import { showRefusal } from '../server-refusal.ts'
import { SubmitButton } from '../submit-button.tsx'
import { savedMessage } from './actions.ts'

const FIELDS = ['content', 'captcha'] as const
const MAX_LENGTH = 2000

export interface CommentFormProps {
  /** "Ayşe Yılmaz": who the comment will be shown under, once known. */
  authorName?: string | null | undefined
  /** Sends the comment; rejects with the API's error, whose Turkish message is shown. */
  onSubmit: (values: CommentCreateBody) => Promise<Comment>
}

/** A new comment: its text and the captcha; a refusal keeps the text, a success empties the form. */
export function CommentForm({ authorName, onSubmit }: CommentFormProps) {
  const captchaRef = useRef<CaptchaFieldHandle>(null)
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CommentCreateBody>({
    resolver: zodResolver(CommentCreateBody),
    defaultValues: { content: '', captcha: '' },
  })
  const length = useWatch({ control, name: 'content' })?.length ?? 0

  const submit = handleSubmit(async (values) => {
    setOutcome(null)
    try {
      const created = await onSubmit(values)
      reset({ content: '', captcha: '' })
      setOutcome({ kind: 'success', text: savedMessage(created, false) })
    } catch (error) {
      setOutcome({ kind: 'error', text: showRefusal(error, FIELDS, setError) })
    } finally {
      // A solution is accepted once, whatever the answer.
      captchaRef.current?.reset()
    }
  })

  return (
    <form className="form comment-form" noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
      {outcome ? <FormAlert kind={outcome.kind}>{outcome.text}</FormAlert> : null}
      <TextareaField
        label="Yorumunuz"
        rows={5}
        required
        hint={
          <>
            {authorName ? `${authorName} adıyla yayımlanır. ` : null}
            Yorumlar yönetici onayından sonra görünür. {length}/{MAX_LENGTH} karakter.
          </>
        }
        error={errors.content?.message}
        {...register('content')}
      />
      <FormCaptchaField ref={captchaRef} control={control} />
      <div className="form-actions">
        <SubmitButton busy={isSubmitting} busyLabel="Gönderiliyor…">
          Yorumu Gönder
        </SubmitButton>
      </div>
    </form>
  )
}
