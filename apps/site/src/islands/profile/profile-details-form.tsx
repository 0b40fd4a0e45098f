import { type Profile, ProfileUpdateBody } from '@clinic/contract/account'
import { TextField } from '@clinic/ui/text-field'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { FormAlert } from '../form-alert.tsx'
import { showRefusal } from '../server-refusal.ts'
import { siteApi } from '../site-api.ts'
import { SubmitButton } from '../submit-button.tsx'

type DetailsInput = z.input<typeof ProfileUpdateBody>
type DetailsValues = z.output<typeof ProfileUpdateBody>
const FIELDS = ['firstName', 'lastName', 'phoneNumber'] as const

/** Ad, Soyad and Telefon; the e-mail address is shown, not editable (it is the login). */
export function ProfileDetailsForm({
  profile,
  onSaved,
}: {
  profile: Profile
  onSaved: (profile: Profile) => void
}) {
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DetailsInput, unknown, DetailsValues>({
    resolver: zodResolver(ProfileUpdateBody),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phoneNumber: profile.phoneNumber ?? '',
    },
  })

  const submit = handleSubmit(async (values) => {
    setOutcome(null)
    try {
      const saved = await siteApi().account.updateProfile(values)
      onSaved(saved)
      setOutcome({ kind: 'success', text: 'Bilgileriniz kaydedildi.' })
    } catch (error) {
      setOutcome({ kind: 'error', text: showRefusal(error, FIELDS, setError) })
    }
  })

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
      {outcome ? <FormAlert kind={outcome.kind}>{outcome.text}</FormAlert> : null}
      <div className="form-row">
        <TextField
          label="Ad"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Soyad"
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="E-posta"
        type="email"
        value={profile.email}
        readOnly
        hint="Giriş adresiniz değiştirilemez."
      />
      <TextField
        label="Telefon"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint="İsteğe bağlı, ör. +90 532 000 00 00"
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <div className="form-actions">
        <SubmitButton busy={isSubmitting} busyLabel="Kaydediliyor…">
          Kaydet
        </SubmitButton>
      </div>
    </form>
  )
}
