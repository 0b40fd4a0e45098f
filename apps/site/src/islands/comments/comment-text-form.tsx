import { CommentBody, ReportBody } from '@clinic/contract/comment'
import { localizedResolver } from '@clinic/ui/lib/localized-resolver'
import { TextareaField } from '@clinic/ui/textarea-field'
import { useServerForm } from '@clinic/ui/use-server-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { DefaultValues, FieldValues, Path, Resolver } from 'react-hook-form'
import { SiteForm } from '../site-form.tsx'
import { type SubmitButtonProps, SubmitOrCancel } from '../submit-button.tsx'
import { useCommentTexts } from './texts.ts'

interface TextFormProps<T extends FieldValues> {
  /** The form's one text box: its name in the contract's body, the body's rule, and the box as the visitor sees it. */
  name: Path<T>
  resolver: Resolver<T>
  initial: DefaultValues<T>
  box: { label: string; rows: number; hint: string }
  submit: Omit<SubmitButtonProps, 'busy'>
  className: string
  /** Sends the body; rejects with the API's error, whose Turkish message is shown (the text stays). */
  send: (values: T) => Promise<void>
  onCancel: () => void
}

/** A form opened in place on a comment: one text box, the cursor already in it, submit and "Vazgeç". */
function CommentTextForm<T extends FieldValues>({
  name,
  resolver,
  initial,
  box,
  submit,
  className,
  send,
  onCancel,
}: TextFormProps<T>) {
  const { m } = useCommentTexts()
  const form = useServerForm<T>({
    resolver: localizedResolver(resolver, m.validation),
    refusal: m.refusal,
    defaultValues: initial,
    fields: [name],
    send,
  })
  return (
    <SiteForm form={form} className={className}>
      {/* The visitor just asked for this form: the cursor goes to its text. */}
      <TextareaField {...box} required autoFocus {...form.field(name)} />
      <SubmitOrCancel
        busy={form.formState.isSubmitting}
        onCancel={onCancel}
        cancelLabel={m.form.cancel}
        {...submit}
      />
    </SiteForm>
  )
}

const editResolver = zodResolver(CommentBody)
const reportResolver = zodResolver(ReportBody)

/** Editing one's own comment in place of its text. */
export function CommentEditForm(props: {
  content: string
  onSave: (values: CommentBody) => Promise<void>
  onCancel: () => void
}) {
  const t = useCommentTexts().m.comments
  return (
    <CommentTextForm
      name="content"
      resolver={editResolver}
      initial={{ content: props.content }}
      box={{
        label: t.editLabel,
        rows: 4,
        hint: t.editHint,
      }}
      submit={{ children: t.save, busyLabel: t.saving }}
      className="comment-edit"
      send={props.onSave}
      onCancel={props.onCancel}
    />
  )
}

/** Why a comment should be looked at by the moderators: a reason of 3 to 500 characters. */
export function ReportForm(props: { onReport: (reason: string) => Promise<void>; onCancel: () => void }) {
  const { m } = useCommentTexts()
  const t = m.comments
  return (
    <CommentTextForm
      name="reportReason"
      resolver={reportResolver}
      initial={{ reportReason: '' }}
      box={{
        label: t.reportLabel,
        rows: 3,
        hint: t.reportHint,
      }}
      submit={{ children: t.reportSubmit, busyLabel: m.form.sending, className: 'button--danger' }}
      className="comment-report"
      send={({ reportReason }) => props.onReport(reportReason)}
      onCancel={props.onCancel}
    />
  )
}
