import { isApiError } from '@clinic/api-client/api-error'
import { ACCEPTED_IMAGE_TYPES } from '@clinic/contract/limits'
import { SiteSettings, type SiteSettingsAdmin, type SiteSettingsInput } from '@clinic/contract/site-settings'
import { resolveMediaUrl } from '@clinic/ui/lib/defaults'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { TextField } from '@clinic/ui/text-field'
import { useToast } from '@clinic/ui/use-toast'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useState } from 'react'
import { type FieldErrors, type FieldPath, useFieldArray, useForm } from 'react-hook-form'
import { useLocation } from 'react-router-dom'
import useSWR from 'swr'
import { keys } from '../../cache/keys.ts'
import { useRevalidate } from '../../cache/revalidate.ts'
import { AdminForm } from '../../components/admin-form.tsx'
import { Loading } from '../../components/load-state.tsx'
import { PageHead } from '../../components/page-head.tsx'
import { imageFileProblem } from '../../content-form/cover-image-field.tsx'
import { useSaveBarRoom } from '../../lib/use-save-bar-room.ts'
import { useUnsavedChanges } from '../../lib/use-unsaved-changes.ts'
import { useAdmin } from '../../services.tsx'
import { SETTINGS_ANCHORS } from './anchors.ts'
import { LocalizedField, localeNames, missingIn } from './localized-field.tsx'

const LEAVE_QUESTION = {
  title: 'Kaydedilmemiş değişiklikler',
  message: 'Bu sayfadan çıkarsanız site ayarlarında yaptığınız değişiklikler kaybolacak.',
  confirmLabel: 'Kaydetmeden çık',
  cancelLabel: 'Sayfada kal',
  danger: true,
}

const dateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeStyle: 'short' })

/** /admin/settings: the clinic's facts the site shows ("Site ayarları"); a save publishes the site again. */
export function SettingsScreen() {
  const { api } = useAdmin()
  const settings = useSWR(keys.settings.current(), () => api.site.settings(), {
    // A form open for editing must not change under the admin's hands.
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  })
  return (
    <div className="stack">
      <PageHead
        title="Site ayarları"
        description="Kliniğin sitede görünen bilgileri. Kaydettiğinizde site bu bilgilerle yeniden yayınlanır."
      />
      {settings.data ? (
        <SettingsForm key={settings.data.updatedAt ?? 'new'} current={settings.data} />
      ) : (
        <Loading
          error={settings.error}
          loadingText="Site ayarları yükleniyor…"
          onRetry={() => void settings.mutate()}
        />
      )}
    </div>
  )
}

/** Every server message under its field (`contact.email`, `addresses.1.geo.lat`); the rest in the form's alert. */
function serverFieldErrors(error: unknown): Array<[string, string]> {
  if (!isApiError(error)) return []
  return Object.entries(error.errors).flatMap(([field, messages]) =>
    messages[0] ? [[field, messages[0]]] : [],
  )
}

/** The first message of a nested error (react-hook-form's error tree), by a dotted path. */
function messageAt(errors: FieldErrors<SiteSettingsInput>, path: string): string | undefined {
  let node: unknown = errors
  for (const part of path.split('.')) {
    if (node === undefined || node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  const found = node as { message?: unknown; root?: { message?: unknown } } | undefined
  const message = found?.message ?? found?.root?.message
  return typeof message === 'string' ? message : undefined
}

function SettingsForm({ current }: { current: SiteSettingsAdmin }) {
  const { api, siteHref } = useAdmin()
  const toast = useToast()
  const revalidate = useRevalidate()
  const location = useLocation()
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<SiteSettingsInput, unknown, SiteSettings>({
    resolver: zodResolver(SiteSettings),
    defaultValues: current.settings,
  })
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form
  const phones = useFieldArray({ control: form.control, name: 'contact.phones' })
  const clinics = useFieldArray({ control: form.control, name: 'addresses' })
  const leaving = useUnsavedChanges(isDirty, LEAVE_QUESTION)
  const err = (path: string) => messageAt(errors, path)
  const saveBarRef = useSaveBarRoom()

  // The checklist links to a section: scroll to it and put the focus on its first field.
  useEffect(() => {
    const id = location.hash.slice(1)
    if (!id) return
    const section = document.getElementById(id)
    section?.scrollIntoView({ block: 'start' })
    section?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true })
  }, [location.hash])

  const submit = handleSubmit(async (values) => {
    setAlert(null)
    try {
      const saved = await api.site.saveSettings(values)
      reset(saved.settings)
      toast.success('Site ayarları kaydedildi. Site birkaç saniye içinde yeni bilgilerle yayınlanır.')
      void revalidate.settings()
      void revalidate.publishing()
    } catch (error) {
      const fields = serverFieldErrors(error)
      fields.forEach(([field, message], index) => {
        setError(
          field as FieldPath<SiteSettingsInput>,
          { type: 'server', message },
          { shouldFocus: index === 0 },
        )
      })
      setAlert(fields.length > 0 ? 'Kaydedilmedi: işaretli alanları düzeltin.' : errorMessage(error))
      leaving.blockLeave()
    }
  })

  const defaults = current.deploymentDefaults
  return (
    <AdminForm className="form settings-form" busy={isSubmitting} alert={alert} onSubmit={submit}>
      <MissingTranslations values={form.watch()} />
      <section className="panel form-section" id={SETTINGS_ANCHORS.doctor} aria-labelledby="settings-doctor">
        <h2 className="form-section__title" id="settings-doctor">
          Doktor
        </h2>
        <PhotoField
          value={form.watch('doctor.photo') ?? ''}
          error={err('doctor.photo')}
          onUploaded={(path) =>
            form.setValue('doctor.photo', path, { shouldDirty: true, shouldValidate: true })
          }
          preview={(path) =>
            path.startsWith('/uploads/') ? resolveMediaUrl(path, api.baseUrl) : siteHref(path)
          }
          upload={(file) => api.uploads.image(file)}
        />
        <LocalizedField
          form={form}
          name="doctor.bio"
          label="Biyografi"
          max={2000}
          multiline
          rows={6}
          hint="Hakkımızda sayfasında ve yazıların altındaki yazar kutusunda gösterilir."
          error={err}
        />
      </section>

      <section
        className="panel form-section"
        id={SETTINGS_ANCHORS.booking}
        aria-labelledby="settings-booking"
      >
        <h2 className="form-section__title" id="settings-booking">
          Online randevu
        </h2>
        <TextField
          label="Randevu sayfasının adresi"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={defaults.bookingUrl || 'https://'}
          hint={
            defaults.bookingUrl
              ? `Boş bırakılırsa sunucu ayarındaki adres kullanılır: ${defaults.bookingUrl}`
              : 'Randevu sayfasında gösterilir. Boş bırakılırsa sayfada telefonla randevu bilgisi görünür.'
          }
          error={err('bookingUrl')}
          {...register('bookingUrl')}
        />
      </section>

      <section
        className="panel form-section"
        id={SETTINGS_ANCHORS.contact}
        aria-labelledby="settings-contact"
      >
        <h2 className="form-section__title" id="settings-contact">
          İletişim
        </h2>
        <TextField
          label="İletişim e-postası"
          type="email"
          required
          autoComplete="off"
          hint="Sitenin üst şeridinde, alt bilgisinde ve iletişim sayfasında gösterilir."
          error={err('contact.email')}
          {...register('contact.email')}
        />
        <fieldset className="settings-group">
          <legend>Telefonlar</legend>
          {err('contact.phones') ? (
            <p className="field__error" role="alert">
              {err('contact.phones')}
            </p>
          ) : null}
          {phones.fields.map((phone, i) => (
            <div className="settings-row" key={phone.id}>
              <LocalizedField
                form={form}
                name={`contact.phones.${i}.label`}
                label={`${i + 1}. telefon etiketi`}
                max={60}
                error={err}
              />
              <TextField
                label="Gösterilen numara"
                required
                maxLength={40}
                error={err(`contact.phones.${i}.display`)}
                {...register(`contact.phones.${i}.display`)}
              />
              <TextField
                label="Aranacak numara"
                required
                inputMode="tel"
                hint="Ör. +904623214567"
                error={err(`contact.phones.${i}.tel`)}
                {...register(`contact.phones.${i}.tel`)}
              />
              <button
                type="button"
                className="button button--ghost settings-row__remove"
                disabled={phones.fields.length <= 1}
                onClick={() => phones.remove(i)}
              >
                {`${i + 1}. telefonu kaldır`}
              </button>
            </div>
          ))}
          {phones.fields.length < 6 ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => phones.append({ label: { tr: '' }, display: '', tel: '' })}
            >
              Telefon ekle
            </button>
          ) : null}
        </fieldset>
      </section>

      <section
        className="panel form-section"
        id={SETTINGS_ANCHORS.clinics}
        aria-labelledby="settings-clinics"
      >
        <h2 className="form-section__title" id="settings-clinics">
          Klinikler
        </h2>
        <p className="muted">
          Adresler sitenin alt bilgisinde, iletişim sayfasında ve arama motorları için yapılandırılmış veride
          kullanılır. Harita konumu, Google Haritalar’da kliniğe sağ tıklayınca görünen enlem ve boylamdır.
        </p>
        {err('addresses') ? (
          <p className="field__error" role="alert">
            {err('addresses')}
          </p>
        ) : null}
        {clinics.fields.map((clinic, i) => (
          <fieldset className="settings-group" key={clinic.id}>
            <legend>{form.watch(`addresses.${i}.name.tr`) || `${i + 1}. klinik`}</legend>
            <div className="settings-row">
              <LocalizedField
                form={form}
                name={`addresses.${i}.name`}
                label="Klinik adı"
                max={80}
                error={err}
              />
              <TextField
                label="Kısa ad (bağlantılar için)"
                required
                maxLength={40}
                hint="Küçük harf, rakam ve tire: trabzon"
                error={err(`addresses.${i}.key`)}
                {...register(`addresses.${i}.key`)}
              />
            </div>
            <LocalizedField
              form={form}
              name={`addresses.${i}.street`}
              label="Açık adres"
              max={200}
              error={err}
            />
            <div className="settings-row">
              <LocalizedField
                form={form}
                name={`addresses.${i}.district`}
                label="İlçe"
                max={80}
                error={err}
              />
              <LocalizedField form={form} name={`addresses.${i}.city`} label="Şehir" max={80} error={err} />
              <TextField
                label="Posta kodu"
                maxLength={12}
                error={err(`addresses.${i}.postalCode`)}
                {...register(`addresses.${i}.postalCode`)}
              />
            </div>
            <div className="settings-row">
              <LocalizedField form={form} name={`addresses.${i}.country`} label="Ülke" max={60} error={err} />
              <TextField
                label="Ülke kodu"
                required
                maxLength={2}
                hint="TR, GE…"
                error={err(`addresses.${i}.countryCode`)}
                {...register(`addresses.${i}.countryCode`)}
              />
            </div>
            <div className="settings-row">
              <TextField
                label="Enlem"
                required
                type="number"
                step="any"
                inputMode="decimal"
                hint="Ör. 41.0035"
                error={err(`addresses.${i}.geo.lat`)}
                {...register(`addresses.${i}.geo.lat`, { valueAsNumber: true })}
              />
              <TextField
                label="Boylam"
                required
                type="number"
                step="any"
                inputMode="decimal"
                hint="Ör. 39.7178"
                error={err(`addresses.${i}.geo.lng`)}
                {...register(`addresses.${i}.geo.lng`, { valueAsNumber: true })}
              />
            </div>
            <button
              type="button"
              className="button button--ghost settings-row__remove"
              disabled={clinics.fields.length <= 1}
              onClick={() => clinics.remove(i)}
            >
              Bu kliniği kaldır
            </button>
          </fieldset>
        ))}
        {clinics.fields.length < 4 ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() =>
              clinics.append({
                key: '',
                name: { tr: '' },
                street: { tr: '' },
                district: { tr: '' },
                city: { tr: '' },
                postalCode: '',
                country: { tr: 'Türkiye' },
                countryCode: 'TR',
                geo: { lat: Number.NaN, lng: Number.NaN },
              })
            }
          >
            Klinik ekle
          </button>
        ) : null}
      </section>

      <section
        className="panel form-section"
        id={SETTINGS_ANCHORS.analytics}
        aria-labelledby="settings-analytics"
      >
        <h2 className="form-section__title" id="settings-analytics">
          Ziyaret istatistikleri (isteğe bağlı)
        </h2>
        <p className="muted">
          Kimlikler ziyaretçi çerezlere izin verirse kullanılır. Boş bırakılan kimlik için sunucu ayarı
          geçerlidir.
        </p>
        <div className="settings-row">
          <TextField
            label="Google Analytics kimliği"
            autoComplete="off"
            placeholder={defaults.analytics.gaId || 'G-XXXXXXX'}
            error={err('analytics.gaId')}
            {...register('analytics.gaId')}
          />
          <TextField
            label="Microsoft Clarity kimliği"
            autoComplete="off"
            placeholder={defaults.analytics.clarityId || undefined}
            error={err('analytics.clarityId')}
            {...register('analytics.clarityId')}
          />
          <TextField
            label="Meta Pixel kimliği"
            autoComplete="off"
            placeholder={defaults.analytics.metaPixelId || undefined}
            error={err('analytics.metaPixelId')}
            {...register('analytics.metaPixelId')}
          />
        </div>
      </section>

      <div className="save-bar" ref={saveBarRef}>
        <span className="save-bar__state">
          {isDirty
            ? 'Kaydedilmemiş değişiklikler var.'
            : current.updatedAt
              ? `Son kayıt: ${dateTime.format(new Date(current.updatedAt))}${current.updatedBy ? ` (${current.updatedBy})` : ''}`
              : 'Henüz kaydedilmedi: sitede örnek bilgiler görünüyor.'}
        </span>
        <div className="save-bar__actions">
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Kaydediliyor…' : 'Kaydet ve yayınla'}
          </button>
        </div>
      </div>
    </AdminForm>
  )
}

/**
 * Which texts still lack a language (decision 0275): the site shows their Turkish there. One line per text, so the
 * staff see at a glance what to send to the translators.
 */
function MissingTranslations({ values }: { values: SiteSettingsInput }) {
  const texts: Array<[string, Parameters<typeof missingIn>[0]]> = [
    ['Biyografi', values.doctor?.bio],
    ...(values.contact?.phones ?? []).map((p, i): [string, Parameters<typeof missingIn>[0]] => [
      `${i + 1}. telefon etiketi`,
      p.label,
    ]),
    ...(values.addresses ?? []).flatMap((a, i) => {
      const clinic = a.name?.tr || `${i + 1}. klinik`
      return (
        [
          ['Klinik adı', a.name],
          ['Açık adres', a.street],
          ['İlçe', a.district],
          ['Şehir', a.city],
          ['Ülke', a.country],
        ] as const
      ).map(([label, value]): [string, Parameters<typeof missingIn>[0]] => [`${clinic}: ${label}`, value])
    }),
  ]
  const missing = texts.flatMap(([label, value]) => {
    const locales = missingIn(value)
    return locales.length ? [{ label, locales }] : []
  })
  return (
    <section className="panel form-section" aria-labelledby="settings-translations">
      <h2 className="form-section__title" id="settings-translations">
        Çeviriler
      </h2>
      {missing.length === 0 ? (
        <p className="muted">Sitede görünen bütün metinlerin İngilizce, Gürcüce ve Rusça çevirisi var.</p>
      ) : (
        <>
          <p className="muted">
            Çevirisi eksik metinler o dilin sayfalarında Türkçe görünür. Her metnin çevirisini altındaki
            “çeviriler” bölümünden girebilirsiniz.
          </p>
          <ul className="translation-summary" data-missing-translations>
            {missing.map(({ label, locales }) => (
              <li key={label}>
                <strong>{label}</strong>: {localeNames(locales)} eksik
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

/** The doctor's photo: the current one, and a file chosen is uploaded at once (its path goes into the form). */
function PhotoField(props: {
  value: string
  error: string | undefined
  preview(path: string): string
  upload(file: File): Promise<{ imagePath: string }>
  onUploaded(path: string): void
}) {
  const id = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const error = problem ?? props.error
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        Doktor fotoğrafı
      </label>
      {props.value ? (
        <img
          className="image-preview settings-photo"
          src={props.preview(props.value)}
          alt="Şu anki doktor fotoğrafı"
        />
      ) : null}
      <input
        id={id}
        className="field__control"
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        disabled={busy}
        onChange={async (event) => {
          const chosen = event.target.files?.[0] ?? null
          if (!chosen) return
          const refused = imageFileProblem(chosen)
          setProblem(refused)
          if (refused) {
            event.target.value = ''
            return
          }
          setBusy(true)
          try {
            props.onUploaded((await props.upload(chosen)).imagePath)
          } catch (failure) {
            setProblem(errorMessage(failure))
          } finally {
            setBusy(false)
          }
        }}
      />
      <p className="field__hint" id={`${id}-hint`}>
        {busy
          ? 'Fotoğraf yükleniyor…'
          : 'JPEG, PNG, WebP, GIF ya da AVIF. Seçince yüklenir; kaydedince sitede görünür.'}
      </p>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
