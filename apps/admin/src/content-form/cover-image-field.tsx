import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@clinic/contract/limits'
import { useEffect, useId, useRef, useState } from 'react'
import { DropZone } from '../components/drop-zone.tsx'

const MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024)

/** Why a chosen file cannot be the cover, or null when it can (the server checks the bytes again). */
export function imageFileProblem(file: File): string | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type))
    return 'Yalnızca JPEG, PNG, WebP, GIF ya da AVIF görseller yüklenebilir.'
  if (file.size > MAX_UPLOAD_BYTES) return `Görsel en fazla ${MEGABYTES} MB olabilir.`
  return null
}

/**
 * One object URL for a chosen file, revoked when the file changes or the form closes; null without a file. The
 * cover's preview and the form's "Önizleme" show the same URL, so opening the preview again creates none.
 */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) {
      setUrl(null)
      return
    }
    const created = URL.createObjectURL(file)
    setUrl(created)
    return () => URL.revokeObjectURL(created)
  }, [file])
  return url
}

/**
 * The cover image: the current one, or a preview of the chosen file before it is saved; the upload's progress
 * while the form is being saved (the file goes with the form).
 */
export function CoverImageField(props: {
  label: string
  /** The image's URL now (from the API), or null. */
  currentUrl: string | null
  file: File | null
  /** The chosen file's object URL (useObjectUrl), shown before it is saved. */
  fileUrl: string | null
  onFile(file: File | null): void
  /** 0–1 while the form with the file is being sent. */
  progress: number | null
  error?: string | undefined
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const { file } = props

  const shown = (file ? props.fileUrl : null) ?? props.currentUrl
  const error = problem ?? props.error
  const percent = props.progress === null ? null : Math.round(props.progress * 100)

  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      {shown ? (
        <img
          className="image-preview"
          src={shown}
          alt={file ? 'Seçilen görselin önizlemesi' : 'Şu anki görsel'}
        />
      ) : (
        <p className="image-preview image-preview--empty muted">
          Görsel yok; sitede varsayılan görsel gösterilir.
        </p>
      )}
      <DropZone fileName={file?.name ?? null}>
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null
            const refused = chosen ? imageFileProblem(chosen) : null
            setProblem(refused)
            if (refused) {
              event.target.value = ''
              return
            }
            props.onFile(chosen)
          }}
        />
      </DropZone>
      <p className="field__hint" id={`${id}-hint`}>
        JPEG, PNG, WebP, GIF ya da AVIF; en fazla {MEGABYTES} MB. Kaydedince yüklenir.
      </p>
      {file ? (
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            props.onFile(null)
            if (input.current) input.current.value = ''
          }}
        >
          Seçimi geri al
        </button>
      ) : null}
      {percent !== null && file ? (
        <div className="upload-progress">
          <label htmlFor={`${id}-progress`}>Görsel yükleniyor: %{percent}</label>
          <progress id={`${id}-progress`} className="progress" max={100} value={percent} />
        </div>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
