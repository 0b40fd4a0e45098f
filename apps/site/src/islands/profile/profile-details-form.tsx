import { type Profile, ProfileUpdateBody } from '@clinic/contract/account'
import { TextField } from '@clinic/ui/text-field'
import { useServerForm } from '@clinic/ui/use-server-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { siteApi } from '../../client/session-api.ts'
import { NameFields, PHONE_INPUT } from '../form-fields.tsx'
import { SiteForm } from '../site-form.tsx'
import { SubmitButton } from '../submit-button.tsx'

type DetailsInput = z.input<typeof ProfileUpdateBody>
type DetailsValues = z.output<typeof ProfileUpdateBody>

/** Ad, Soyad and Telefon; the e-mail address is shown, not editable (it is the login). */
export function ProfileDetailsForm({
  profile,
  onSaved,
}: {
  profile: Profile
  onSaved: (profile: Profile) => void
}) {
  const form = useServerForm<DetailsInput, DetailsValues>({
    resolver: zodResolver(ProfileUpdateBody),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phoneNumber: profile.phoneNumber ?? '',
    },
    fields: ['firstName', 'lastName', 'phoneNumber'],
    send: async (values) => {
      onSaved(await siteApi().account.updateProfile(values))
      return 'Bilgileriniz kaydedildi.'
    },
  })

  return (
    <SiteForm form={form}>
      <NameFields field={form.field} />
      <TextField
        label="E-posta"
        type="email"
        value={profile.email}
        readOnly
        hint="Giriş adresiniz değiştirilemez."
      />
      <TextField
        label="Telefon"
        {...PHONE_INPUT}
        hint="İsteğe bağlı, ör. +90 532 000 00 00"
        {...form.field('phoneNumber')}
      />
      <div className="form-actions">
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Kaydediliyor…">
          Kaydet
        </SubmitButton>
      </div>
    </SiteForm>
  )
}
