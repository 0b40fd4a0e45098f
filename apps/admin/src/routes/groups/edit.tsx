import { isApiError } from '@clinic/api-client/api-error'
import { TextField } from '@clinic/ui/text-field'
import { useToast } from '@clinic/ui/use-toast'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useParams } from 'react-router-dom'
import useSWR from 'swr'
import type { z } from 'zod'
import { useRevalidate } from '../../cache/revalidate.ts'
import { AdminForm } from '../../components/admin-form.tsx'
import { Loading } from '../../components/load-state.tsx'
import { PageHead } from '../../components/page-head.tsx'
import { ADMIN_TITLE } from '../../layout.tsx'
import { idParam } from '../../lib/id-param.ts'
import { useUnsavedChanges } from '../../lib/use-unsaved-changes.ts'
import { useAdmin } from '../../services.tsx'
import { CATALOG_GROUPS, type GroupBody, type GroupKind } from './kinds.ts'
import { showRefusal } from './list.tsx'

type PagesEditing = Extract<GroupKind['editing'], { mode: 'pages' }>
type GroupValues = z.input<GroupKind['schema']>

const LEAVE_QUESTION = {
  title: 'Kaydedilmemiş değişiklikler',
  message: 'Bu sayfadan çıkarsanız yaptığınız değişiklikler kaybolacak.',
  confirmLabel: 'Kaydetmeden çık',
  cancelLabel: 'Sayfada kal',
  danger: true,
}

function pages(kind: GroupKind): PagesEditing {
  if (kind.editing.mode !== 'pages') throw new Error(`${kind.title}: eklenir ve düzenlenir satırda.`)
  return kind.editing
}

/** /admin/catalogs/new: a catalog's name; saved, it joins the list. */
export const CatalogNewScreen = () => <GroupNewScreen kind={CATALOG_GROUPS} />
/** /admin/catalogs/edit/:id: the catalog loaded, its name changed; an unknown id says so, with a way back. */
export const CatalogEditScreen = () => <GroupEditScreen kind={CATALOG_GROUPS} />

/** After a save: say so, refresh what shows the group, and go back to the list. */
function useAfterSave(kind: GroupKind) {
  const navigate = useNavigate()
  const toast = useToast()
  const revalidate = useRevalidate()[kind.resource]
  return (message: string) => {
    toast.success(message)
    void revalidate()
    navigate(kind.path)
  }
}

function GroupNewScreen({ kind }: { kind: GroupKind }) {
  const { api } = useAdmin()
  const afterSave = useAfterSave(kind)
  const editing = pages(kind)
  return (
    <div className="stack">
      <BackToList kind={kind} />
      <PageHead title={editing.newLabel} description={editing.newDescription} />
      <GroupForm
        kind={kind}
        initial=""
        onSave={async (values) => {
          const created = await kind.calls(api).create(values)
          afterSave(kind.addedToast(created.name))
        }}
      />
    </div>
  )
}

function GroupEditScreen({ kind }: { kind: GroupKind }) {
  const { api } = useAdmin()
  const afterSave = useAfterSave(kind)
  const editing = pages(kind)
  const id = idParam(useParams().id)
  const group = useSWR(id === null ? null : editing.oneKey(id), () => editing.get(api, id!), {
    // A form open for editing must not change under the admin's hands.
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  })

  if (id === null || (isApiError(group.error) && group.error.status === 404)) {
    return <GroupNotFound kind={kind} />
  }
  if (!group.data) {
    return (
      <div className="stack">
        <BackToList kind={kind} />
        <PageHead title={editing.editTitle} />
        <Loading error={group.error} loadingText={editing.loadingText} onRetry={() => void group.mutate()} />
      </div>
    )
  }

  const current = group.data
  return (
    <div className="stack">
      <BackToList kind={kind} />
      <PageHead title={editing.editTitle} description={`«${current.name}»`} />
      <GroupForm
        key={`${current.id}:${current.name}`}
        kind={kind}
        initial={current.name}
        onSave={async (values) => {
          const saved = await kind.calls(api).update(current.id, values)
          afterSave(editing.savedToast(current.name, saved.name))
        }}
      />
    </div>
  )
}

/**
 * A group's form on a page of its own: its name. `onSave` calls the server and resolves once the screen has moved
 * on; a refusal stays in the form (under the field when the server names it) with what was typed. Leaving with
 * unsaved changes asks first.
 */
function GroupForm(props: { kind: GroupKind; initial: string; onSave(values: GroupBody): Promise<void> }) {
  const { kind } = props
  const [alert, setAlert] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<GroupValues, unknown, GroupBody>({
    resolver: zodResolver(kind.schema),
    defaultValues: { name: props.initial },
  })
  const leaving = useUnsavedChanges(isDirty, LEAVE_QUESTION)

  const submit = handleSubmit(async (values) => {
    setAlert(null)
    leaving.allowNextLeave()
    try {
      await props.onSave(values)
    } catch (error) {
      leaving.blockLeave()
      setAlert(showRefusal(error, setError))
    }
  })

  return (
    <AdminForm className="form panel catalog-form" busy={isSubmitting} alert={alert} onSubmit={submit}>
      <TextField
        label={kind.fieldLabel}
        required
        maxLength={100}
        autoComplete="off"
        hint={pages(kind).fieldHint}
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="catalog-form__actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Kaydediliyor…' : 'Kaydet'}
        </button>
        <Link className="button button--ghost" to={kind.path}>
          Vazgeç
        </Link>
      </div>
    </AdminForm>
  )
}

function BackToList({ kind }: { kind: GroupKind }) {
  return (
    <p className="back-link">
      <Link to={kind.path}>
        <span aria-hidden="true">← </span>
        {pages(kind).backLabel}
      </Link>
    </p>
  )
}

function GroupNotFound({ kind }: { kind: GroupKind }) {
  const { notFound } = pages(kind)
  return (
    <section className="panel page-message">
      <title>{`${notFound.title} · ${ADMIN_TITLE}`}</title>
      <h1>{notFound.title}</h1>
      <p>{notFound.text}</p>
      <Link className="button" to={kind.path}>
        {notFound.back}
      </Link>
    </section>
  )
}
