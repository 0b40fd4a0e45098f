import { ACCEPTED_IMAGE_TYPES } from '@clinic/contract/limits'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { useEffect, useId, useRef, useState } from 'react'
import { DropZone } from '../components/drop-zone.tsx'
import type { EditorImage } from './image-node.tsx'
import { panelKeyHandler } from './panel-keys.ts'

/** What the caller's upload answers (the API's `POST /api/uploads/image`). */
export interface UploadedImage {
  imagePath: string
  width: number
  height: number
}

export type UploadImage = (file: File, onProgress?: (fraction: number) => void) => Promise<UploadedImage>

export const IMAGE_MISSING_ERROR = 'Önce bir görsel dosyası seçin.'
export const IMAGE_TYPE_ERROR = 'Yalnızca görsel dosyaları (JPEG, PNG, WebP…) eklenebilir.'
export const IMAGE_UPLOAD_FAILED = 'Görsel yüklenemedi.'

const isImage = (file: File) => file.type.startsWith('image/')

const ALT_HINT = 'Görseli göremeyenlere ne anlattığını kısaca yazın. Yalnızca süs içinse boş bırakın.'

export interface ImagePanelProps {
  id: string
  /** The selected image whose description is edited; null to upload a new one. */
  editing: EditorImage | null
  /** A pasted or dropped file to upload (the form asks only for its description); null to pick one. */
  file?: File | null | undefined
  /** How many more pasted or dropped files wait after this one. */
  waiting?: number | undefined
  uploadImage: UploadImage
  onInsert(image: EditorImage): void
  onSaveAlt(alt: string): void
  onRemove(): void
  onClose(): void
}

/** Upload and describe an image, or change the description of the selected one. */
export function ImagePanel({
  id,
  editing,
  file: given = null,
  waiting = 0,
  uploadImage,
  onInsert,
  onSaveAlt,
  onRemove,
  onClose,
}: ImagePanelProps) {
  const ids = useId()
  const [file, setFile] = useState<File | null>(given)
  const [alt, setAlt] = useState(editing?.alt ?? '')
  const [progress, setProgress] = useState<number | null>(null)
  // A pasted or dropped file that is no image (a PDF) is refused at once, not after the description.
  const [error, setError] = useState<string | null>(given && !isImage(given) ? IMAGE_TYPE_ERROR : null)
  const firstField = useRef<HTMLInputElement>(null)
  // An answer that arrives after the panel closed inserts nothing.
  const open = useRef(true)

  useEffect(() => {
    open.current = true
    firstField.current?.focus()
    return () => {
      open.current = false
    }
  }, [])

  const uploading = progress !== null

  async function upload() {
    if (file === null) {
      setError(IMAGE_MISSING_ERROR)
      firstField.current?.focus()
      return
    }
    if (!isImage(file)) {
      setError(IMAGE_TYPE_ERROR)
      firstField.current?.focus()
      return
    }
    setError(null)
    setProgress(0)
    try {
      const uploaded = await uploadImage(file, (fraction) => {
        if (open.current) setProgress(Math.min(1, Math.max(0, fraction)))
      })
      if (!open.current) return
      onInsert({ src: uploaded.imagePath, alt: alt.trim(), width: uploaded.width, height: uploaded.height })
    } catch (failure) {
      if (!open.current) return
      setProgress(null)
      setError(`${IMAGE_UPLOAD_FAILED} ${errorMessage(failure, 'Lütfen tekrar deneyin.')}`)
    }
  }

  const onKeyDown = panelKeyHandler({
    close: onClose,
    submit: () => (editing ? onSaveAlt(alt.trim()) : void upload()),
  })

  return (
    <div
      id={id}
      className="rte__panel"
      role="dialog"
      aria-labelledby={`${ids}-title`}
      aria-busy={uploading}
      onKeyDown={onKeyDown}
    >
      <p className="rte__panel-title" id={`${ids}-title`}>
        {editing ? 'Görseli düzenle' : 'Görsel ekle'}
      </p>
      {editing ? null : given ? (
        <div className="rte__field">
          <p className="rte__file">
            <span className="rte__file-label">Görsel dosyası:</span> {given.name || 'yapıştırılan görsel'}
          </p>
          {waiting > 0 ? <p className="rte__hint">Sırada {waiting} görsel daha var.</p> : null}
        </div>
      ) : (
        <div className="rte__field">
          <label htmlFor={`${ids}-file`}>Görsel dosyası</label>
          <DropZone fileName={file?.name ?? null} disabled={uploading}>
            <input
              ref={firstField}
              id={`${ids}-file`}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              disabled={uploading}
              aria-invalid={error === IMAGE_MISSING_ERROR || error === IMAGE_TYPE_ERROR}
              aria-describedby={error ? `${ids}-error` : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null)
                setError(null)
              }}
            />
          </DropZone>
        </div>
      )}
      <div className="rte__field">
        <label htmlFor={`${ids}-alt`}>Açıklama (alternatif metin)</label>
        <input
          ref={editing || given ? firstField : undefined}
          id={`${ids}-alt`}
          type="text"
          autoComplete="off"
          value={alt}
          disabled={uploading}
          aria-describedby={`${ids}-alt-hint`}
          onChange={(event) => setAlt(event.target.value)}
        />
        <p className="rte__hint" id={`${ids}-alt-hint`}>
          {ALT_HINT}
        </p>
      </div>
      {uploading ? (
        <div className="rte__progress">
          <span id={`${ids}-progress`} role="status">
            Görsel yükleniyor…
          </span>
          <progress aria-labelledby={`${ids}-progress`} max={1} value={progress} />
          <span aria-hidden="true">%{Math.round(progress * 100)}</span>
        </div>
      ) : null}
      {error ? (
        <p className="rte__error" id={`${ids}-error`} role="alert">
          {error}
        </p>
      ) : null}
      <div className="rte__panel-actions">
        {editing ? (
          <>
            <button type="button" className="button" onClick={() => onSaveAlt(alt.trim())}>
              Kaydet
            </button>
            <button type="button" className="button button--ghost" onClick={onRemove}>
              Görseli kaldır
            </button>
          </>
        ) : (
          <button type="button" className="button" onClick={() => void upload()} disabled={uploading}>
            {uploading ? 'Yükleniyor…' : 'Yükle ve ekle'}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onClose}>
          Vazgeç
        </button>
      </div>
    </div>
  )
}
