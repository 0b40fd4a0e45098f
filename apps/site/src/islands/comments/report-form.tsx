import { ReportBody } from '@clinic/contract/comment'
import { TextareaField } from '@clinic/ui/textarea-field'
import { useServerForm } from '@clinic/ui/use-server-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { SiteForm } from '../site-form.tsx'
import { SubmitOrCancel } from '../submit-button.tsx'

type ReportValues = z.infer<typeof ReportBody>

export interface ReportFormProps {
  /** Sends the report; rejects with the API's error, whose Turkish message is shown (the reason stays). */
  onReport: (reason: string) => Promise<void>
  onCancel: () => void
}

/** Why a comment should be looked at by the moderators: a reason of 3 to 500 characters. */
export function ReportForm({ onReport, onCancel }: ReportFormProps) {
  const form = useServerForm<ReportValues>({
    resolver: zodResolver(ReportBody),
    defaultValues: { reportReason: '' },
    fields: ['reportReason'],
    send: ({ reportReason }) => onReport(reportReason),
  })

  return (
    <SiteForm form={form} className="comment-report">
      <TextareaField
        label="Bildirme nedeni"
        rows={3}
        required
        hint="Örneğin reklam, hakaret ya da konu dışı içerik. Bildiriminizi yalnızca yöneticiler görür."
        // The visitor just asked to report this comment: the cursor goes to the reason.
        autoFocus
        {...form.field('reportReason')}
      />
      <SubmitOrCancel
        busy={form.formState.isSubmitting}
        busyLabel="Gönderiliyor…"
        className="button--danger"
        onCancel={onCancel}
      >
        Bildirimi Gönder
      </SubmitOrCancel>
    </SiteForm>
  )
}
