import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@clinic/contract/limits'
import { authorImageOrPlaceholder } from '@clinic/ui/lib/defaults'
import { refusalText } from '@clinic/ui/lib/localized-refusal'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { type ChangeEvent, useEffect, useId, useState } from 'react'
import { clientConfig } from '../../client/config.ts'
import { siteApi } from '../../client/session-api.ts'
import { useAccountTexts, useProfileTexts } from '../account-texts.tsx'
import { FormAlert } from '../form-alert.tsx'

const MAX_MB = MAX_UPLOAD_BYTES / 1024 / 1024
/** The profile picture: choose a file, see it before sending, then upload it with a progress bar. */
export function ProfilePhoto({
  imagePath,
  onUploaded,
}: {
  imagePath: string | null
  onUploaded: (path: string) => void
}) {
  const t = useProfileTexts()
  const { refusal } = useAccountTexts()
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)

  // The preview's object URL is released when replaced or when the component goes.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null
    setOutcome(null)
    if (!chosen) return
    if (!ACCEPTED_IMAGE_TYPES.includes(chosen.type)) {
      setOutcome({ kind: 'error', text: t.photoWrongType })
      return
    }
    if (chosen.size > MAX_UPLOAD_BYTES) {
      setOutcome({ kind: 'error', text: t.photoTooLarge.replace('{mb}', String(MAX_MB)) })
      return
    }
    setFile(chosen)
    setPreview(URL.createObjectURL(chosen))
  }

  const upload = async () => {
    if (!file) return
    setOutcome(null)
    setProgress(0)
    try {
      const { imagePath: saved } = await siteApi().account.uploadProfileImage(file, {
        onUploadProgress: setProgress,
      })
      onUploaded(saved)
      setFile(null)
      setPreview(null)
      setOutcome({ kind: 'success', text: t.photoUploaded })
    } catch (error) {
      setOutcome({ kind: 'error', text: refusalText(error, refusal, errorMessage) })
    } finally {
      setProgress(null)
    }
  }

  const shown = preview ?? authorImageOrPlaceholder(imagePath, { mediaBaseUrl: clientConfig().apiUrl })
  const busy = progress !== null

  return (
    <div className="profile-photo">
      <img
        className="profile-photo__image"
        src={shown}
        alt={preview ? t.photoPreview : t.photoCurrent}
        width={112}
        height={112}
      />
      <div className="profile-photo__controls">
        <label className="button button--ghost profile-photo__choose" htmlFor={inputId}>
          {t.photoChoose}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          onChange={choose}
          disabled={busy}
        />
        <p className="form-note">{t.photoNote.replace('{mb}', String(MAX_MB))}</p>
        {file ? (
          <button type="button" className="button" onClick={upload} disabled={busy}>
            {busy ? <span className="visually-busy" aria-hidden="true" /> : null}
            {busy ? t.uploading : t.upload}
          </button>
        ) : null}
        {busy ? (
          <progress
            className="profile-photo__progress"
            max={1}
            value={progress}
            aria-label={t.uploadProgress}
          >
            {t.progressValue.replace('{percent}', String(Math.round((progress ?? 0) * 100)))}
          </progress>
        ) : null}
        {outcome ? <FormAlert kind={outcome.kind}>{outcome.text}</FormAlert> : null}
      </div>
    </div>
  )
}
