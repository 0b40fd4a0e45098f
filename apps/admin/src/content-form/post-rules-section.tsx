import type { BeforeAfterImage } from '@clinic/contract/consent'
import { MAX_BEFORE_AFTER_IMAGES } from '@clinic/contract/consent'
import { CheckboxField } from '@clinic/ui/checkbox-field'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { TextField } from '@clinic/ui/text-field'
import { useId, useRef, useState } from 'react'
import { type Control, Controller, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form'
import { useAdmin } from '../services.tsx'
import { imageFileProblem } from './cover-image-field.tsx'
import './post-rules.css'
import type { ContentFormValues } from './form-values.ts'

export const BEFORE_AFTER_HINT =
  'Yönetmelik gereği öncesi-sonrası görsel içeren yazıda yorumlar ve beğeniler kapalıdır; yazı, geri çekilmemiş bir ' +
  'hasta onamı olmadan yayınlanamaz. Her görselin altında çekim ve işlem tarihi gösterilir.'
export const CONSENT_WITHDRAWN_TEXT = 'Onam geri çekildi: bu yazı sitede gösterilmiyor.'

/**
 * A post's comments and likes switches and its before/after images (issue 21, decision 0210): a piece of the
 * content form of posts only. A before/after post names its consent record by number (Editors cannot list the
 * consents, which are patient data; the API checks the number).
 */
export function PostRulesSection(props: {
  control: Control<ContentFormValues>
  register: UseFormRegister<ContentFormValues>
  errors: FieldErrors<ContentFormValues>
  /** The stored post's consent was withdrawn. */
  consentWithdrawn: boolean
}) {
  const { control, register, errors } = props
  const beforeAfter = useWatch({ control, name: 'beforeAfter' })
  const forcedOff = beforeAfter ? 'Öncesi-sonrası görsel içeren yazıda kapalıdır.' : undefined
  return (
    <section className="panel form-section" aria-labelledby="section-post-rules">
      <h2 className="form-section__title" id="section-post-rules">
        Yorumlar, beğeniler ve görseller
      </h2>
      <PostSwitch
        control={control}
        name="allowComments"
        label="Yorumlara izin ver"
        hint={forcedOff}
        forcedOff={beforeAfter}
      />
      <PostSwitch
        control={control}
        name="allowLikes"
        label="Beğenilere izin ver"
        hint={forcedOff}
        forcedOff={beforeAfter}
      />
      <PostSwitch
        control={control}
        name="beforeAfter"
        label="Öncesi-sonrası görsel içerir"
        hint={BEFORE_AFTER_HINT}
      />
      {props.consentWithdrawn ? (
        <p className="form-alert form-alert--warning" role="status">
          {CONSENT_WITHDRAWN_TEXT}
        </p>
      ) : null}
      {beforeAfter ? (
        <>
          <TextField
            label="Hasta onamı numarası"
            inputMode="numeric"
            hint="«Onamlar» ekranındaki kayıt numarası (onamları yöneticiler görür)."
            error={errors.consentId?.message}
            {...register('consentId')}
          />
          <Controller
            control={control}
            name="beforeAfterImages"
            render={({ field }) => (
              <BeforeAfterImagesField
                value={field.value}
                onChange={field.onChange}
                errors={errors.beforeAfterImages}
              />
            )}
          />
        </>
      ) : null}
    </section>
  )
}

/** One of the post's switches; `forcedOff` shows it off and locked (a before/after post allows no comments or likes). */
function PostSwitch(props: {
  control: Control<ContentFormValues>
  name: 'allowComments' | 'allowLikes' | 'beforeAfter'
  label: string
  hint: string | undefined
  forcedOff?: boolean
}) {
  const forcedOff = props.forcedOff ?? false
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <CheckboxField
          label={props.label}
          hint={props.hint}
          checked={field.value && !forcedOff}
          disabled={forcedOff}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  )
}

type ImageErrors = FieldErrors<ContentFormValues>['beforeAfterImages']

/**
 * The before/after images: each uploaded like an image of the text (POST /api/uploads/image), with its text
 * alternative, capture date and procedure date.
 */
export function BeforeAfterImagesField(props: {
  value: BeforeAfterImage[]
  onChange(next: BeforeAfterImage[]): void
  errors: ImageErrors
}) {
  const { api } = useAdmin()
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const images = props.value
  const update = (index: number, patch: Partial<BeforeAfterImage>) =>
    props.onChange(images.map((image, i) => (i === index ? { ...image, ...patch } : image)))

  async function add(file: File | undefined) {
    if (!file) return
    const wrong = imageFileProblem(file)
    setProblem(wrong)
    if (wrong) return
    setBusy(true)
    try {
      const saved = await api.uploads.image(file)
      props.onChange([...images, { path: saved.imagePath, alt: '', capturedOn: '', procedureOn: '' }])
    } catch (failure) {
      setProblem(errorMessage(failure))
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }

  const listError = props.errors && 'message' in props.errors ? props.errors.message : undefined
  return (
    <fieldset className="before-after-images">
      <legend className="field__label">Öncesi-sonrası görselleri</legend>
      {images.length === 0 ? <p className="muted">Henüz görsel eklenmedi.</p> : null}
      <ol className="before-after-images__list">
        {images.map((image, index) => {
          const rowErrors = Array.isArray(props.errors) ? props.errors[index] : undefined
          return (
            <li key={image.path} className="before-after-images__item">
              <img src={`${api.baseUrl}${image.path}`} alt="" className="before-after-images__thumb" />
              <div className="before-after-images__fields">
                <TextField
                  label={`Görsel ${index + 1}: açıklama (alt metin)`}
                  required
                  maxLength={200}
                  value={image.alt}
                  error={rowErrors?.alt?.message}
                  onChange={(event) => update(index, { alt: event.target.value })}
                />
                <TextField
                  label="Çekim tarihi"
                  type="date"
                  required
                  value={image.capturedOn}
                  error={rowErrors?.capturedOn?.message}
                  onChange={(event) => update(index, { capturedOn: event.target.value })}
                />
                <TextField
                  label="İşlem tarihi"
                  type="date"
                  required
                  value={image.procedureOn}
                  error={rowErrors?.procedureOn?.message}
                  onChange={(event) => update(index, { procedureOn: event.target.value })}
                />
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => props.onChange(images.filter((_, i) => i !== index))}
                >
                  Görseli kaldır
                </button>
              </div>
            </li>
          )
        })}
      </ol>
      {images.length < MAX_BEFORE_AFTER_IMAGES ? (
        <div className="field">
          <label
            className="button button--ghost button--small"
            htmlFor={inputId}
            aria-busy={busy || undefined}
          >
            {busy ? 'Görsel yükleniyor…' : 'Öncesi-sonrası görseli ekle'}
          </label>
          <input
            id={inputId}
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            className="visually-hidden"
            disabled={busy}
            onChange={(event) => void add(event.target.files?.[0])}
          />
        </div>
      ) : null}
      {problem || listError ? (
        <p className="field__error" role="alert">
          {problem ?? listError}
        </p>
      ) : null}
    </fieldset>
  )
}
