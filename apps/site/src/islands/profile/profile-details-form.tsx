import { type Profile, ProfileUpdateBody } from '@clinic/contract/account'
import { localizedResolver } from '@clinic/ui/lib/localized-resolver'
import { TextField } from '@clinic/ui/text-field'
import { useServerForm } from '@clinic/ui/use-server-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { siteApi } from '../../client/session-api.ts'
import { useAccountTexts, useProfileTexts } from '../account-texts.tsx'
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
  const { auth, validation, refusal } = useAccountTexts()
  const t = useProfileTexts()
  const form = useServerForm<DetailsInput, DetailsValues>({
    refusal,
    resolver: localizedResolver(zodResolver(ProfileUpdateBody), validation),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phoneNumber: profile.phoneNumber ?? '',
    },
    fields: ['firstName', 'lastName', 'phoneNumber'],
    send: async (values) => {
      onSaved(await siteApi().account.updateProfile(values))
      return t.saved
    },
  })

  return (
    <SiteForm form={form}>
      <NameFields field={form.field} />
      <TextField label={auth.email} type="email" value={profile.email} readOnly hint={t.emailHint} />
      <TextField label={t.phone} {...PHONE_INPUT} hint={t.phoneHint} {...form.field('phoneNumber')} />
      <div className="form-actions">
        <SubmitButton busy={form.formState.isSubmitting} busyLabel={t.saving}>
          {t.save}
        </SubmitButton>
      </div>
    </SiteForm>
  )
}
