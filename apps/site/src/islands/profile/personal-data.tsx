import { DeleteAccountBody } from '@clinic/contract/account'
import { errorMessage, fieldErrorMessages } from '@clinic/ui/lib/server-errors'
import { TextField } from '@clinic/ui/text-field'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { FormAlert } from '../form-alert.tsx'
import { PRIVACY_NOTICE_PATH } from '../privacy-links.ts'
import { siteApi } from '../site-api.ts'
import { SubmitButton } from '../submit-button.tsx'

type DeleteValues = z.infer<typeof DeleteAccountBody>

/** KVKK md. 11: the member downloads what the site holds about them, or erases the account (confirmed by password). */
export function PersonalData({ onDeleted }: { onDeleted: () => void }) {
  const [exporting, setExporting] = useState(false)
  const [exportError, setExportError] = useState<string | null>(null)
  const [deleting, setDeleting] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeleteValues>({ resolver: zodResolver(DeleteAccountBody), defaultValues: { password: '' } })

  const download = async () => {
    setExporting(true)
    setExportError(null)
    try {
      const { blob, fileName } = await siteApi().account.exportData()
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = fileName
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    } catch (error) {
      setExportError(errorMessage(error))
    } finally {
      setExporting(false)
    }
  }

  const erase = handleSubmit(async (values) => {
    setServerError(null)
    try {
      await siteApi().account.deleteAccount(values)
      onDeleted()
    } catch (error) {
      setServerError(errorMessage(error))
      const field = fieldErrorMessages(error, ['password'] as const).password
      if (field) setError('password', { type: 'server', message: field })
    }
  })

  return (
    <div className="personal-data">
      <div className="personal-data__block">
        <h3>Verilerimi indir</h3>
        <p className="form-note">
          Profil bilgileriniz, yorumlarınız, beğenileriniz ve bildirimleriniz tek bir JSON dosyası olarak
          iner.
        </p>
        {exportError ? <FormAlert kind="error">{exportError}</FormAlert> : null}
        <button type="button" className="button button--ghost" onClick={download} disabled={exporting}>
          {exporting ? <span className="visually-busy" aria-hidden="true" /> : null}
          {exporting ? 'Hazırlanıyor…' : 'Verilerimi indir (JSON)'}
        </button>
      </div>
      <div className="personal-data__block personal-data__block--danger">
        <h3>Hesabımı sil</h3>
        <p className="form-note">
          Hesabınız, yorumlarınız, beğenileriniz, bildirimleriniz ve profil fotoğrafınız kalıcı olarak
          silinir; bu işlem geri alınamaz. Ayrıntılar: <a href={PRIVACY_NOTICE_PATH}>Aydınlatma Metni</a>.
        </p>
        {deleting ? (
          <form className="form" noValidate onSubmit={erase} aria-busy={isSubmitting || undefined}>
            {serverError ? <FormAlert kind="error">{serverError}</FormAlert> : null}
            <TextField
              label="Onaylamak için şifreniz"
              type="password"
              autoComplete="current-password"
              required
              error={errors.password?.message}
              {...register('password')}
            />
            <div className="form-actions">
              <SubmitButton busy={isSubmitting} busyLabel="Siliniyor…" className="button--danger">
                Hesabımı kalıcı olarak sil
              </SubmitButton>
              <button type="button" className="button button--ghost" onClick={() => setDeleting(false)}>
                Vazgeç
              </button>
            </div>
          </form>
        ) : (
          <button
            type="button"
            className="button button--ghost personal-data__delete"
            onClick={() => setDeleting(true)}
          >
            Hesabımı sil…
          </button>
        )}
      </div>
    </div>
  )
}
