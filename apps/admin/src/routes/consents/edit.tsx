import { isApiError } from '@clinic/api-client/api-error'
import { CalendarDay, type ConsentRecord } from '@clinic/contract/consent'
import { MAX_UPLOAD_BYTES } from '@clinic/contract/limits'
import { saveFile } from '@clinic/ui/lib/save-file'
import { errorMessage, fieldErrorMessages } from '@clinic/ui/lib/server-errors'
import { TextField } from '@clinic/ui/text-field'
import { useConfirm } from '@clinic/ui/use-confirm'
import { useToast } from '@clinic/ui/use-toast'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useParams } from 'react-router-dom'
import useSWR from 'swr'
import { z } from 'zod'
import { keys } from '../../cache/keys.ts'
import { useRevalidate } from '../../cache/revalidate.ts'
import { AdminForm } from '../../components/admin-form.tsx'
import { Loading } from '../../components/load-state.tsx'
import { PageHead } from '../../components/page-head.tsx'
import { formatDateTimeTr } from '../../lib/format.ts'
import { idParam } from '../../lib/id-param.ts'
import { useAdmin } from '../../services.tsx'
import { consentState } from './list.tsx'

export const SIGNED_FORM_ACCEPT = 'application/pdf,image/jpeg,image/png'

/** The form's fields as typed (the file is kept beside them). */
export const ConsentValues = z.object({
  patientRef: z
    .string()
    .trim()
    .min(1, 'Hasta referansı zorunludur.')
    .max(60, 'Hasta referansı en fazla 60 karakter olabilir.'),
  consentDate: CalendarDay('Onam tarihi'),
})
export type ConsentValues = z.infer<typeof ConsentValues>

/** Why a chosen file cannot be the signed form, or null (the server reads its bytes again). */
export function signedFormProblem(file: File): string | null {
  if (!['application/pdf', 'image/jpeg', 'image/png'].includes(file.type))
    return 'İmzalı onam formu PDF, JPEG ya da PNG olmalıdır.'
  if (file.size > MAX_UPLOAD_BYTES) return 'İmzalı onam formu en fazla 5 MB olabilir.'
  return null
}

/** /admin/consents/new and /admin/consents/edit/:id: one consent record, its signed form and its withdrawal. */
export function ConsentEditScreen() {
  const { api } = useAdmin()
  const raw = useParams().id
  const id = raw === undefined ? null : idParam(raw)
  const one = useSWR(id === null ? null : keys.consents.one(id), () => api.consents.get(id!), {
    revalidateOnFocus: false,
  })
  const back = (
    <p className="back-link">
      <Link to="/consents">
        <span aria-hidden="true">← </span>Onamlara dön
      </Link>
    </p>
  )
  if (raw !== undefined && (id === null || (isApiError(one.error) && one.error.status === 404))) {
    return (
      <div className="stack">
        {back}
        <PageHead title="Onam bulunamadı" />
      </div>
    )
  }
  if (id !== null && !one.data) {
    return (
      <div className="stack">
        {back}
        <PageHead title="Onamı düzenle" />
        <Loading error={one.error} loadingText="Onam yükleniyor…" onRetry={() => void one.mutate()} />
      </div>
    )
  }
  const consent = one.data ?? null
  return (
    <div className="stack">
      {back}
      <PageHead
        title={consent ? `Onam #${consent.id}` : 'Yeni onam'}
        description={consent ? consentState(consent) : 'Hastanın imzaladığı onam formunu yükleyin.'}
      />
      <ConsentForm
        key={consent?.updatedAt ?? 'new'}
        consent={consent}
        onSaved={(saved) => void one.mutate(saved, false)}
      />
      {consent ? (
        <ConsentActions consent={consent} onChanged={(saved) => void one.mutate(saved, false)} />
      ) : null}
    </div>
  )
}

/** The record's fields and the signed form (required for a new record; a new file replaces the old one). */
export function ConsentForm(props: { consent: ConsentRecord | null; onSaved(saved: ConsentRecord): void }) {
  const { api } = useAdmin()
  const toast = useToast()
  const navigate = useNavigate()
  const revalidate = useRevalidate().consents
  const { consent } = props
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  const [alert, setAlert] = useState<string | null>(null)
  const { register, handleSubmit, setError, formState } = useForm<ConsentValues>({
    resolver: zodResolver(ConsentValues),
    defaultValues: consent
      ? { patientRef: consent.patientRef, consentDate: consent.consentDate }
      : { patientRef: '', consentDate: '' },
  })

  const submit = handleSubmit(async (values) => {
    setAlert(null)
    if (!consent && !file) {
      setFileError('İmzalı onam formu zorunludur.')
      return
    }
    try {
      const input = { ...values, signedForm: file }
      const saved = consent ? await api.consents.update(consent.id, input) : await api.consents.create(input)
      void revalidate()
      toast.success(consent ? 'Onam kaydedildi.' : `Onam #${saved.id} oluşturuldu.`)
      setFile(null)
      if (consent) props.onSaved(saved)
      else navigate(`/consents/edit/${saved.id}`, { replace: true })
    } catch (failure) {
      setAlert(errorMessage(failure))
      const fields = fieldErrorMessages(failure, ['patientRef', 'consentDate', 'signedForm'] as const)
      if (fields.patientRef) setError('patientRef', { type: 'server', message: fields.patientRef })
      if (fields.consentDate) setError('consentDate', { type: 'server', message: fields.consentDate })
      if (fields.signedForm) setFileError(fields.signedForm)
    }
  })

  return (
    <AdminForm
      className="form panel consent-form"
      busy={formState.isSubmitting}
      alert={alert}
      onSubmit={submit}
    >
      <TextField
        label="Hasta referansı"
        required
        maxLength={60}
        autoComplete="off"
        hint="Dosya numarası ya da baş harfler; ad yazmanız gerekmez."
        error={formState.errors.patientRef?.message}
        {...register('patientRef')}
      />
      <TextField
        label="Onam tarihi"
        type="date"
        required
        error={formState.errors.consentDate?.message}
        {...register('consentDate')}
      />
      <TextField
        label={consent ? 'Yeni imzalı form (isteğe bağlı)' : 'İmzalı onam formu'}
        type="file"
        required={!consent}
        accept={SIGNED_FORM_ACCEPT}
        hint="PDF, JPEG ya da PNG, en fazla 5 MB. Herkese açık yüklemelerin dışında saklanır."
        error={fileError}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null
          const problem = chosen ? signedFormProblem(chosen) : null
          setFileError(problem ?? undefined)
          setFile(problem ? null : chosen)
        }}
      />
      <div className="catalog-form__actions">
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Kaydediliyor…' : 'Kaydet'}
        </button>
        <Link className="button button--ghost" to="/consents">
          Vazgeç
        </Link>
      </div>
    </AdminForm>
  )
}

/** The signed form's download and "Onamı geri çek" (asked first; it takes the posts that use it off the site). */
function ConsentActions(props: { consent: ConsentRecord; onChanged(saved: ConsentRecord): void }) {
  const { api } = useAdmin()
  const toast = useToast()
  const confirm = useConfirm()
  const revalidate = useRevalidate().consents
  const { consent } = props
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function download() {
    setProblem(null)
    try {
      const { blob, fileName } = await api.consents.downloadForm(consent.id)
      saveFile(blob, fileName ?? `onam-${consent.id}`)
    } catch (failure) {
      setProblem(errorMessage(failure))
    }
  }

  async function withdraw() {
    const posts = consent.postIds.length
    const ok = await confirm({
      title: 'Bu onam geri çekilsin mi?',
      message:
        posts > 0
          ? `Bu onamı kullanan ${posts} yazı bir sonraki yayında siteden kaldırılacak. Bu işlem geri alınamaz.`
          : 'Onam geri çekilmiş olarak işaretlenecek. Bu işlem geri alınamaz.',
      confirmLabel: 'Onamı geri çek',
      danger: true,
    })
    if (!ok) return
    setBusy(true)
    setProblem(null)
    try {
      const saved = await api.consents.withdraw(consent.id)
      void revalidate()
      toast.success('Onam geri çekildi; bu onamı kullanan yazılar siteden kaldırılıyor.')
      props.onChanged(saved)
    } catch (failure) {
      setProblem(errorMessage(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="panel form-section" aria-labelledby="consent-actions">
      <h2 className="form-section__title" id="consent-actions">
        İmzalı form ve geri çekme
      </h2>
      {consent.withdrawnAt ? (
        <p className="form-alert form-alert--warning">
          Onam {formatDateTimeTr(consent.withdrawnAt)} tarihinde geri çekildi; bu onamı kullanan yazılar
          sitede gösterilmiyor.
        </p>
      ) : null}
      <div className="catalog-form__actions">
        {consent.signedFormType ? (
          <button type="button" className="button button--ghost" onClick={() => void download()}>
            İmzalı formu indir
          </button>
        ) : null}
        {consent.withdrawnAt ? null : (
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => void withdraw()}
          >
            {busy ? 'Geri çekiliyor…' : 'Onamı geri çek'}
          </button>
        )}
      </div>
      {problem ? (
        <p className="form-alert" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  )
}
