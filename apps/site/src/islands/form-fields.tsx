import { TextField } from '@clinic/ui/text-field'
import type { FieldBinder } from '@clinic/ui/use-server-form'
import type { ReactNode } from 'react'
import { useAccountTexts } from './account-texts.tsx'

/** The inputs of an e-mail box: the phone keyboard with "@", and the browser's saved address. */
export const EMAIL_INPUT = { type: 'email', inputMode: 'email', autoComplete: 'email' } as const
/** The inputs of a phone box: the dial pad, and the browser's saved number. */
export const PHONE_INPUT = { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } as const

/** Ad and Soyad side by side, as the register and profile forms ask them. */
export function NameFields({ field }: { field: FieldBinder<'firstName' | 'lastName'> }) {
  const { auth } = useAccountTexts()
  return (
    <div className="form-row">
      <TextField label={auth.firstName} autoComplete="given-name" required {...field('firstName')} />
      <TextField label={auth.lastName} autoComplete="family-name" required {...field('lastName')} />
    </div>
  )
}

/** A new password and its repeat ("… (tekrar)"), both marked new so password managers offer to save them. */
export function NewPasswordFields<N extends string>({
  label,
  hint,
  names: [password, repeat],
  field,
}: {
  label: string
  hint: ReactNode
  names: readonly [N, N]
  field: FieldBinder<N>
}) {
  const { auth } = useAccountTexts()
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint={hint}
        required
        {...field(password)}
      />
      <TextField
        label={auth.repeat.replace('{label}', label)}
        type="password"
        autoComplete="new-password"
        required
        {...field(repeat)}
      />
    </>
  )
}
