import { type Comment, CommentCreateBody } from '@clinic/contract/comment'
import { fill } from '@clinic/ui/lib/i18n/format'
import { localizedResolver } from '@clinic/ui/lib/localized-resolver'
import { TextareaField } from '@clinic/ui/textarea-field'
import { useServerForm } from '@clinic/ui/use-server-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useWatch } from 'react-hook-form'
import { FormCaptchaField } from '../form-captcha-field.tsx'
import { SiteForm } from '../site-form.tsx'
import { SubmitButton } from '../submit-button.tsx'
import { savedMessage } from './actions.ts'
import { useCommentTexts } from './texts.ts'

const EMPTY = { content: '', captcha: '' }
const MAX_LENGTH = 2000

export interface CommentFormProps {
  /** "Ayşe Yılmaz": who the comment will be shown under, once known. */
  authorName?: string | null | undefined
  /** Sends the comment; rejects with the API's error, whose Turkish message is shown. */
  onSubmit: (values: CommentCreateBody) => Promise<Comment>
}

/** A new comment: its text and the captcha; a refusal keeps the text, a success empties the form. */
export function CommentForm({ authorName, onSubmit }: CommentFormProps) {
  const { m } = useCommentTexts()
  const t = m.comments
  const form = useServerForm<CommentCreateBody>({
    resolver: localizedResolver(zodResolver(CommentCreateBody), m.validation),
    refusal: m.refusal,
    defaultValues: EMPTY,
    fields: ['content', 'captcha'],
    send: async (values) => {
      const created = await onSubmit(values)
      form.reset(EMPTY)
      return savedMessage(created, false, t)
    },
  })
  const length = useWatch({ control: form.control, name: 'content' })?.length ?? 0

  return (
    <SiteForm form={form} className="comment-form">
      <TextareaField
        label={t.label}
        rows={5}
        required
        hint={
          <>
            {authorName ? fill(t.publishedAs, { name: authorName }) : null}
            {fill(t.hint, { length, max: MAX_LENGTH })}
          </>
        }
        {...form.field('content')}
      />
      <FormCaptchaField ref={form.captchaRef} control={form.control} language={m.form.captchaLanguage} />
      <div className="form-actions">
        <SubmitButton busy={form.formState.isSubmitting} busyLabel={m.form.sending}>
          {t.submit}
        </SubmitButton>
      </div>
    </SiteForm>
  )
}
