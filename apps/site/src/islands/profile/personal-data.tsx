import { DeleteAccountBody } from '@clinic/contract/account'
import { refusalText } from '@clinic/ui/lib/localized-refusal'
import { localizedResolver } from '@clinic/ui/lib/localized-resolver'
import { saveFile } from '@clinic/ui/lib/save-file'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { TextField } from '@clinic/ui/text-field'
import { useServerForm } from '@clinic/ui/use-server-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import type { z } from 'zod'
import { siteApi } from '../../client/session-api.ts'
import { useAccountTexts, useProfileTexts } from '../account-texts.tsx'
import { FormAlert } from '../form-alert.tsx'
import { PRIVACY_NOTICE_PATH } from '../privacy-links.ts'
import { SiteForm } from '../site-form.tsx'
import { SubmitOrCancel } from '../submit-button.tsx'

type DeleteValues = z.infer<typeof DeleteAccountBody>

/** KVKK md. 11: the member downloads what the site holds about them, or erases the account (confirmed by password). */
export function PersonalData({ onDeleted }: { onDeleted: () => void }) {
  const { form: formTexts, validation, refusal } = useAccountTexts()
  const t = useProfileTexts()
  const [exporting, setExporting] = useState(false)
  const [exportError, setExportError] = useState<string | null>(null)
  const [deleting, setDeleting] = useState(false)
  const form = useServerForm<DeleteValues>({
    refusal,
    resolver: localizedResolver(zodResolver(DeleteAccountBody), validation),
    defaultValues: { password: '' },
    fields: ['password'],
    send: async (values) => {
      await siteApi().account.deleteAccount(values)
      onDeleted()
    },
  })

  const download = async () => {
    setExporting(true)
    setExportError(null)
    try {
      const { blob, fileName } = await siteApi().account.exportData()
      saveFile(blob, fileName)
    } catch (error) {
      setExportError(refusalText(error, refusal, errorMessage))
    } finally {
      setExporting(false)
    }
  }

  return (
    <div className="personal-data">
      <div className="personal-data__block">
        <h3>{t.download}</h3>
        <p className="form-note">{t.downloadNote}</p>
        {exportError ? <FormAlert kind="error">{exportError}</FormAlert> : null}
        <button type="button" className="button button--ghost" onClick={download} disabled={exporting}>
          {exporting ? <span className="visually-busy" aria-hidden="true" /> : null}
          {exporting ? t.preparing : t.downloadButton}
        </button>
      </div>
      <div className="personal-data__block personal-data__block--danger">
        <h3>{t.deleteTitle}</h3>
        <p className="form-note">
          {t.deleteNote} <a href={PRIVACY_NOTICE_PATH}>{t.privacyNotice}</a>.
        </p>
        {deleting ? (
          <SiteForm form={form}>
            <TextField
              label={t.deletePassword}
              type="password"
              autoComplete="current-password"
              required
              {...form.field('password')}
            />
            <SubmitOrCancel
              busy={form.formState.isSubmitting}
              busyLabel={t.deleting}
              cancelLabel={formTexts.cancel}
              className="button--danger"
              onCancel={() => setDeleting(false)}
            >
              {t.deleteSubmit}
            </SubmitOrCancel>
          </SiteForm>
        ) : (
          <button
            type="button"
            className="button button--ghost personal-data__delete"
            onClick={() => setDeleting(true)}
          >
            {t.deleteOpen}
          </button>
        )}
      </div>
    </div>
  )
}
