import { CheckboxField, type CheckboxFieldProps } from '@clinic/ui/checkbox-field'
import type { Messages } from '@clinic/ui/lib/i18n/index'
import type { RefusalTexts } from '@clinic/ui/lib/localized-refusal'
import { TextareaField } from '@clinic/ui/textarea-field'
import { type FieldBinder, useServerForm } from '@clinic/ui/use-server-form'
import { type ReactNode, useEffect, useState } from 'react'
import type { DefaultValues, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import { FormAlert } from './form-alert.tsx'
import { FormCaptchaField } from './form-captcha-field.tsx'
import { PRIVACY_NOTICE_PATH } from './privacy-links.ts'
import { SiteForm } from './site-form.tsx'
import { SubmitButton } from './submit-button.tsx'

/** An optional text box: blank (after trimming) is sent as "not given", never as an empty string. */
export const blankAsMissing = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))

/** A required e-mail box: "zorunlu" when blank, the contract's own rule otherwise (spaces around it forgiven). */
export const requiredEmail = (email: z.ZodType<string, string>, required: string) =>
  z.string().trim().min(1, required).pipe(email)

/** The shared texts of the message forms, in the page's language. */
export type FormTexts = Messages['form']

/**
 * KVKK: an explicit consent box, never pre-ticked, whose label is the consent sentence itself; the privacy notice is a
 * separate link under it (informing and asking for consent are kept apart).
 */
export function ConsentField({
  label,
  texts,
  ...input
}: Omit<CheckboxFieldProps, 'hint' | 'required'> & { texts: FormTexts }) {
  return (
    <CheckboxField
      label={label}
      hint={
        <>
          {texts.consentHintBefore}
          <a href={PRIVACY_NOTICE_PATH} target="_blank" rel="noopener">
            {texts.consentHintLink}
            <span className="visually-hidden">{texts.newTab}</span>
          </a>
          {texts.consentHintAfter}
        </>
      }
      required
      {...input}
    />
  )
}

/** What replaces a sent form: the confirmation (focused, so it is heard) and a way to write another message. */
function MessageSent({
  message,
  children,
  onAnother,
  texts,
}: {
  message: string
  children: ReactNode
  onAnother: () => void
  texts: FormTexts
}) {
  return (
    <div className="form message-sent">
      <FormAlert kind="success">{message}</FormAlert>
      {children}
      <p className="message-sent__actions">
        <button type="button" className="button button--ghost" onClick={onAnother}>
          {texts.newMessage}
        </button>
      </p>
    </div>
  )
}

/**
 * A message form's two states: the form, or the confirmation once sent. "Yeni mesaj yaz" brings a fresh, empty form
 * (a new key) and puts the cursor in its first box.
 */
function useSentState() {
  const [sent, setSent] = useState<string | null>(null)
  const [round, setRound] = useState(0)
  return {
    sent,
    round,
    /** Focus the new form's first box: only after "Yeni mesaj yaz", never on page load. */
    focusFirst: round > 0,
    markSent: setSent,
    another: () => {
      setSent(null)
      setRound((r) => r + 1)
    },
  }
}

/** The fields every message form ends with: the message itself, the consent and the captcha. */
type MessageFields = { message: string; consent: boolean; captcha: string }

export interface MessageFormProps<TIn extends FieldValues & MessageFields, TOut extends FieldValues> {
  resolver: Resolver<TIn, unknown, TOut>
  /** Every field, in the order the server's errors may name them. */
  fields: readonly Path<TIn>[]
  /** Where the cursor goes when "Yeni mesaj yaz" brings a fresh form. */
  firstField: Path<TIn>
  /** Sends the message; the answer's Turkish confirmation replaces the form. */
  send: (values: TOut) => Promise<{ message: string }>
  /** The message box's label. */
  messageLabel: string
  /** The consent sentence (the box's label). */
  consent: string
  /** What follows the confirmation, e.g. when the answer comes. */
  afterSent: ReactNode
  /** The submit button's text; "Mesajı Gönder" (`texts.send`) by default. */
  submitLabel?: string
  /** The shared form texts in the page's language. */
  texts: FormTexts
  /** The API's refusals in the page's language; absent on a Turkish page (its Turkish message, decision 0282). */
  refusal?: RefusalTexts | undefined
  /** The confirmation in the page's language; absent on a Turkish page (the API's own, decision 0282). */
  sentText?: string | undefined
  /** Values the form starts with besides the empty captcha (e.g. a fixed subject). */
  defaultValues?: Partial<TIn>
  /** The form's own boxes, above the message; `form` for what depends on other boxes (watch). */
  children: (field: FieldBinder<Path<TIn>>, form: UseFormReturn<TIn, unknown, TOut>) => ReactNode
}

function MessageFormFields<TIn extends FieldValues & MessageFields, TOut extends FieldValues>({
  focusFirst,
  onSent,
  ...props
}: MessageFormProps<TIn, TOut> & { focusFirst: boolean; onSent: (message: string) => void }) {
  const form = useServerForm<TIn, TOut>({
    resolver: props.resolver,
    // Text boxes have no default value: what a visitor typed before the island woke up is kept, not wiped.
    defaultValues: { captcha: '', ...props.defaultValues } as DefaultValues<TIn>,
    fields: props.fields,
    refusal: props.refusal,
    send: async (values) => {
      const answer = await props.send(values)
      onSent(props.sentText ?? answer.message)
    },
  })
  const { field, setFocus } = form

  useEffect(() => {
    if (focusFirst) setFocus(props.firstField)
  }, [focusFirst, setFocus, props.firstField])

  return (
    <SiteForm form={form}>
      {props.children(field, form)}
      <TextareaField
        label={props.messageLabel}
        rows={6}
        required
        hint={props.texts.messageHint}
        {...field('message' as Path<TIn>)}
      />
      <ConsentField label={props.consent} texts={props.texts} {...field('consent' as Path<TIn>)} />
      <FormCaptchaField ref={form.captchaRef} control={form.control} language={props.texts.captchaLanguage} />
      <div className="form-actions">
        <SubmitButton busy={form.formState.isSubmitting} busyLabel={props.texts.sending}>
          {props.submitLabel ?? props.texts.send}
        </SubmitButton>
        <span className="form-note">{props.texts.required}</span>
      </div>
    </SiteForm>
  )
}

/**
 * A message to the clinic (/iletisim, /gecmis-olsun): the form's own boxes, the message, consent and captcha; once
 * sent, the confirmation with "Yeni mesaj yaz".
 */
export function MessageForm<TIn extends FieldValues & MessageFields, TOut extends FieldValues>(
  props: MessageFormProps<TIn, TOut>,
) {
  const state = useSentState()
  if (state.sent) {
    return (
      <MessageSent message={state.sent} onAnother={state.another} texts={props.texts}>
        {props.afterSent}
      </MessageSent>
    )
  }
  return (
    <MessageFormFields key={state.round} focusFirst={state.focusFirst} onSent={state.markSent} {...props} />
  )
}
