import { CommentBody } from '@clinic/contract/comment'
import { TextareaField } from '@clinic/ui/textarea-field'
import { useServerForm } from '@clinic/ui/use-server-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { SiteForm } from '../site-form.tsx'
import { SubmitOrCancel } from '../submit-button.tsx'

export interface CommentEditFormProps {
  content: string
  /** Saves the text; rejects with the API's error, whose Turkish message is shown (the text stays). */
  onSave: (values: CommentBody) => Promise<void>
  onCancel: () => void
}

/** Editing one's own comment in place of its text. */
export function CommentEditForm({ content, onSave, onCancel }: CommentEditFormProps) {
  const form = useServerForm<CommentBody>({
    resolver: zodResolver(CommentBody),
    defaultValues: { content },
    fields: ['content'],
    send: onSave,
  })

  return (
    <SiteForm form={form} className="comment-edit">
      <TextareaField
        label="Yorumunuzu düzenleyin"
        rows={4}
        required
        hint="Düzenlenen yorum, yönetici yeniden onaylayana kadar yalnızca size görünür."
        // The visitor just asked to edit this text: the cursor goes there.
        autoFocus
        {...form.field('content')}
      />
      <SubmitOrCancel busy={form.formState.isSubmitting} busyLabel="Kaydediliyor…" onCancel={onCancel}>
        Kaydet
      </SubmitOrCancel>
    </SiteForm>
  )
}
