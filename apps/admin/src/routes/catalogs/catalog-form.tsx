import { CatalogBody } from '@clinic/contract/catalog'
import { errorMessage, fieldErrorMessages } from '@clinic/ui/lib/server-errors'
import { TextField } from '@clinic/ui/text-field'
import { useConfirm } from '@clinic/ui/use-confirm'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useBlocker } from 'react-router-dom'
import type { z } from 'zod'

export const CATALOGS_PATH = '/catalogs'
/** The swr keys of the catalog screens start with it: the list, the operation counts, one catalog. */
export const CATALOGS_LIST = 'catalogs'
type CatalogValues = z.input<typeof CatalogBody>

/**
 * The catalog's form of /admin/catalogs/new and /admin/catalogs/edit/:id: its name. `onSave` calls the server and
 * resolves once the screen has moved on; a refusal stays in the form (under the field when the server names it)
 * with what was typed. Leaving with unsaved changes asks first (a link or Back through the router, closing the tab
 * or reloading through the browser's own question).
 */
export function CatalogForm(props: {
  initial: CatalogValues
  submitLabel: string
  onSave(values: CatalogBody): Promise<void>
}) {
  const confirm = useConfirm()
  const [alert, setAlert] = useState<string | null>(null)
  // Set just before the screen navigates away after a save, so the blocker lets that navigation through.
  const saved = useRef(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CatalogValues, unknown, CatalogBody>({
    resolver: zodResolver(CatalogBody),
    defaultValues: props.initial,
  })

  const unsaved = isDirty && !saved.current
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  )

  // One question per blocked navigation; the answer goes to the blocker of that moment.
  const latestBlocker = useRef(blocker)
  latestBlocker.current = blocker
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    void confirm({
      title: 'Kaydedilmemiş değişiklikler',
      message: 'Bu sayfadan çıkarsanız yaptığınız değişiklikler kaybolacak.',
      confirmLabel: 'Kaydetmeden çık',
      cancelLabel: 'Sayfada kal',
      danger: true,
    }).then((leave) => {
      const current = latestBlocker.current
      if (current.state !== 'blocked') return
      if (leave) current.proceed()
      else current.reset()
    })
  }, [blocker.state, confirm])

  useEffect(() => {
    if (!unsaved) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [unsaved])

  const submit = handleSubmit(async (values) => {
    setAlert(null)
    saved.current = true
    try {
      await props.onSave(values)
    } catch (error) {
      saved.current = false
      const message = fieldErrorMessages(error, ['name']).name
      if (message) setError('name', { type: 'server', message }, { shouldFocus: true })
      else setAlert(errorMessage(error))
    }
  })

  return (
    <form
      className="form panel catalog-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={isSubmitting || undefined}
    >
      {alert ? (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      ) : null}
      <TextField
        label="Katalog adı"
        required
        maxLength={100}
        autoComplete="off"
        hint="Sitede Operasyonlar menüsünde ve operasyon sayfalarında görünür."
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="catalog-form__actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Kaydediliyor…' : props.submitLabel}
        </button>
        <Link className="button button--ghost" to={CATALOGS_PATH}>
          Vazgeç
        </Link>
      </div>
    </form>
  )
}

export function BackToCatalogs() {
  return (
    <p className="back-link">
      <Link to={CATALOGS_PATH}>
        <span aria-hidden="true">← </span>Kataloglar
      </Link>
    </p>
  )
}
