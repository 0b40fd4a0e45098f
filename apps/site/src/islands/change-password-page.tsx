import './zod-setup.ts'
import '../styles/forms.css'
import { ChangePasswordBody } from '@clinic/contract/account'
import { localizedResolver } from '@clinic/ui/lib/localized-resolver'
import { TextField } from '@clinic/ui/text-field'
import { useServerForm } from '@clinic/ui/use-server-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { inPageLanguage } from '../client/locale-href.ts'
import { siteApi } from '../client/session-api.ts'
import { type AccountPageProps, AccountTexts, useAccountTexts } from './account-texts.tsx'
import { NewPasswordFields } from './form-fields.tsx'
import { SiteForm } from './site-form.tsx'
import { SubmitButton } from './submit-button.tsx'

type ChangeValues = z.infer<typeof ChangePasswordBody>

/** Where the visitor lands after a change: every session ended, so they log in again with the new password. */
export const AFTER_CHANGE_PATH = '/login?sifre=degisti'

/**
 * /change-password: the current password and the new one twice. The server ends every session of the user, so the
 * client logs out and goes to /login, which says why.
 */
function ChangePasswordPageContent() {
  const { auth, form: formTexts, validation, refusal } = useAccountTexts()
  const form = useServerForm<ChangeValues>({
    refusal,
    resolver: localizedResolver(zodResolver(ChangePasswordBody), validation),
    defaultValues: { currentPassword: '', newPassword: '', confirmNewPassword: '' },
    fields: ['currentPassword', 'newPassword', 'confirmNewPassword'],
    send: async (values) => {
      await siteApi().account.changePassword(values)
      location.assign(inPageLanguage(AFTER_CHANGE_PATH))
      return auth.changed
    },
  })

  return (
    <SiteForm form={form}>
      <TextField
        label={auth.currentPassword}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('currentPassword')}
      />
      <NewPasswordFields
        label={auth.newPassword}
        hint={auth.changeHint}
        names={['newPassword', 'confirmNewPassword']}
        field={form.field}
      />
      <p className="form-note">{auth.changeNote}</p>
      <div className="form-actions">
        <SubmitButton busy={form.formState.isSubmitting} busyLabel={formTexts.sending}>
          {auth.changeSubmit}
        </SubmitButton>
        <a href={inPageLanguage('/profile')}>{auth.backToProfile}</a>
      </div>
    </SiteForm>
  )
}

/** The island: ChangePasswordPage's content with the page's texts. */
export function ChangePasswordPage({ messages }: AccountPageProps) {
  return (
    <AccountTexts messages={messages}>
      <ChangePasswordPageContent />
    </AccountTexts>
  )
}
