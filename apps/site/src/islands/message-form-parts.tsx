import { CheckboxField, type CheckboxFieldProps } from '@clinic/ui/checkbox-field'
import { type ReactNode, useState } from 'react'
import { z } from 'zod'
import { FormAlert } from './form-alert.tsx'
import { PRIVACY_NOTICE_PATH } from './privacy-links.ts'

/** An optional text box: blank (after trimming) is sent as "not given", never as an empty string. */
export const blankAsMissing = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))

/** A required e-mail box: "zorunlu" when blank, the contract's own rule otherwise (spaces around it forgiven). */
export const requiredEmail = (email: z.ZodType<string, string>) =>
  z.string().trim().min(1, 'E-posta zorunludur.').pipe(email)

/**
 * KVKK: an explicit consent box, never pre-ticked, whose label is the consent sentence itself; the privacy notice is a
 * separate link under it (informing and asking for consent are kept apart).
 */
export function ConsentField({ label, ...input }: Omit<CheckboxFieldProps, 'hint' | 'required'>) {
  return (
    <CheckboxField
      label={label}
      hint={
        <>
          Verilerinizin nasıl işlendiğini ve haklarınızı{' '}
          <a href={PRIVACY_NOTICE_PATH} target="_blank" rel="noopener">
            Aydınlatma Metni
            <span className="visually-hidden"> (yeni sekmede açılır)</span>
          </a>
          ’nde bulabilirsiniz. Onayınızı dilediğiniz zaman geri alabilirsiniz.
        </>
      }
      required
      {...input}
    />
  )
}

export interface SentProps {
  /** The server's Turkish confirmation. */
  message: string
  children?: ReactNode
  onAnother: () => void
}

/** What replaces a sent form: the confirmation (focused, so it is heard) and a way to write another message. */
export function MessageSent({ message, children, onAnother }: SentProps) {
  return (
    <div className="form message-sent">
      <FormAlert kind="success">{message}</FormAlert>
      {children}
      <p className="message-sent__actions">
        <button type="button" className="button button--ghost" onClick={onAnother}>
          Yeni mesaj yaz
        </button>
      </p>
    </div>
  )
}

/**
 * A message form's two states: the form, or the confirmation once sent. "Yeni mesaj yaz" brings a fresh, empty form
 * (a new key) and puts the cursor in its first box.
 */
export function useSentState() {
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
