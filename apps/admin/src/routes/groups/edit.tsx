import { isApiError } from '@clinic/api-client/api-error'
import { TextField } from '@clinic/ui/text-field'
import { useToast } from '@clinic/ui/use-toast'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
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
import { RevisionHistory } from '../../revisions/revision-history.tsx'
import { useAdmin } from '../../services.tsx'
import { GroupTranslationForm } from '../../translations/group-translation-form.tsx'
import { TranslationTabs, useItemTranslations } from '../../translations/translation-tabs.tsx'
import { CATALOG_GROUPS, CATEGORY_GROUPS, type GroupBody, type GroupKind } from './kinds.ts'
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
  if (kind.editing.mode !== 'pages') throw new Error(`${kind.title}: satırda eklenir.`)
  return kind.editing
}

/** /admin/catalogs/new: a catalog's name; saved, it joins the list. */
export const CatalogNewScreen = () => <GroupNewScreen kind={CATALOG_GROUPS} />
/**
 * /admin/catalogs/edit/:id and /admin/categories/edit/:id: the group loaded, its name changed on the Türkçe tab
 * and its names in the other languages on theirs; an unknown id says so, with a way back.
 */
export const CatalogEditScreen = () => <GroupEditScreen kind={CATALOG_GROUPS} />
export const CategoryEditScreen = () => <GroupEditScreen kind={CATEGORY_GROUPS} />

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
        hint={kind.page.fieldHint}
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
  const revalidate = useRevalidate()[kind.resource]
  const { page } = kind
  const id = idParam(useParams().id)
  const group = useSWR(id === null ? null : page.oneKey(id), () => page.get(api, id!), {
    // A form open for editing must not change under the admin's hands.
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  })
  const calls = kind.calls(api)
  const translations = useItemTranslations(
    id === null ? null : page.translationsKey(id),
    id,
    calls.translations,
  )

  if (id === null || group.data === null || (isApiError(group.error) && group.error.status === 404)) {
    return <GroupNotFound kind={kind} />
  }
  if (!group.data) {
    return (
      <div className="stack">
        <BackToList kind={kind} />
        <PageHead title={page.editTitle} />
        <Loading error={group.error} loadingText={page.loadingText} onRetry={() => void group.mutate()} />
      </div>
    )
  }

  const current = group.data
  return (
    <div className="stack">
      <BackToList kind={kind} />
      <PageHead title={page.editTitle} description={`«${current.name}»`} />
      <TranslationTabs
        resource={kind.resource}
        itemId={current.id}
        translationsKey={page.translationsKey(current.id)}
        translations={translations}
        calls={calls.translations}
        renderSource={(panel) => (
          <GroupForm
            key={`${current.id}:${current.name}`}
            kind={kind}
            initial={current.name}
            hint={page.fieldHint}
            onDirtyChange={panel.onDirtyChange}
            onSave={async (values) => {
              const saved = await calls.update(current.id, values)
              afterSave(page.savedToast(current.name, saved.name))
            }}
          />
        )}
        renderTranslation={(panel) => (
          <GroupTranslationForm fieldLabel={kind.fieldLabel} sourceName={current.name} {...panel} />
        )}
      />
      <RevisionHistory
        kind={kind.resource === 'catalogs' ? 'catalog' : 'category'}
        itemId={current.id}
        onRestored={async (locale) => {
          if (locale === 'tr') await group.mutate()
          else await translations.mutate()
          void revalidate()
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
function GroupForm(props: {
  kind: GroupKind
  initial: string
  hint: string
  onSave(values: GroupBody): Promise<void>
  onDirtyChange?: ((dirty: boolean) => void) | undefined
}) {
  const { kind, onDirtyChange } = props
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
  useEffect(() => onDirtyChange?.(isDirty), [onDirtyChange, isDirty])

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
        hint={props.hint}
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
        {kind.page.backLabel}
      </Link>
    </p>
  )
}

function GroupNotFound({ kind }: { kind: GroupKind }) {
  const { notFound } = kind.page
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
