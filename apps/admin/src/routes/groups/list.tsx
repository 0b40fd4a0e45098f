import { errorMessage, fieldErrorMessages } from '@clinic/ui/lib/server-errors'
import { TextField } from '@clinic/ui/text-field'
import { useToast } from '@clinic/ui/use-toast'
import { zodResolver } from '@hookform/resolvers/zod'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { type UseFormSetError, useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'
import useSWR from 'swr'
import type { z } from 'zod'
import { useRevalidate } from '../../cache/revalidate.ts'
import { DataTable, RowActions } from '../../components/data-table.tsx'
import { ListStatus } from '../../components/list-status.tsx'
import { PageHead } from '../../components/page-head.tsx'
import { useRowActions } from '../../lib/use-row-actions.ts'
import { useAdmin } from '../../services.tsx'
import { TranslationStatesList, translationStatesOf } from '../../translations/states.tsx'
import { type AdminGroup, CATALOG_GROUPS, CATEGORY_GROUPS, type GroupBody, type GroupKind } from './kinds.ts'

type GroupValues = z.input<GroupKind['schema']>
const count = new Intl.NumberFormat('tr-TR')

/** /admin/categories: add above the list, rename in the row, delete (the posts stay, without a category). */
export const CategoriesScreen = () => <GroupsScreen kind={CATEGORY_GROUPS} />
/** /admin/catalogs: add and edit on their own pages, delete here (refused while operations remain in it). */
export const CatalogsScreen = () => <GroupsScreen kind={CATALOG_GROUPS} />

/**
 * The list of one kind of group (the API answers them all in Turkish order, each with its item count, in one
 * request): add, rename and delete as the kind says.
 */
function GroupsScreen({ kind }: { kind: GroupKind }) {
  const { api } = useAdmin()
  const list = useSWR(kind.listKey, () => kind.calls(api).adminList())
  const groups = list.data ?? []
  const { editing } = kind
  return (
    <div className="stack">
      <PageHead
        title={kind.title}
        description={kind.description}
        actions={
          editing.mode === 'pages' ? (
            <Link className="button" to={editing.newPath}>
              {editing.newLabel}
            </Link>
          ) : undefined
        }
      />
      {editing.mode === 'inline' ? <NewGroupForm kind={kind} title={editing.newTitle} /> : null}
      <ListStatus
        isLoading={list.isLoading}
        error={list.error}
        isEmpty={groups.length === 0}
        loadingText={kind.loadingText}
        emptyText={kind.emptyText}
        onRetry={() => void list.mutate()}
      >
        <GroupsTable kind={kind} groups={groups} />
        <p className="pager__summary muted">{kind.summary(groups.length)}</p>
      </ListStatus>
    </div>
  )
}

/**
 * A refused name: the server's message under the field (409 for a name taken, ignoring case and Turkish letters),
 * the text left as typed. Answers the message when the server named no field, for the form's alert.
 */
export function showRefusal(error: unknown, setError: UseFormSetError<GroupValues>): string | null {
  const message = fieldErrorMessages(error, ['name']).name
  if (message) {
    setError('name', { type: 'server', message }, { shouldFocus: true })
    return null
  }
  return errorMessage(error)
}

function useNameForm(kind: GroupKind, name: string) {
  return useForm<GroupValues, unknown, GroupBody>({
    resolver: zodResolver(kind.schema),
    defaultValues: { name },
  })
}

function NewGroupForm({ kind, title }: { kind: GroupKind; title: string }) {
  const { api } = useAdmin()
  const toast = useToast()
  const revalidate = useRevalidate()[kind.resource]
  const [alert, setAlert] = useState<string | null>(null)
  const titleId = useId()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useNameForm(kind, '')

  const submit = handleSubmit(async (values) => {
    setAlert(null)
    try {
      const created = await kind.calls(api).create(values)
      toast.success(kind.addedToast(created.name))
      reset({ name: '' })
      await revalidate()
      setFocus('name')
    } catch (error) {
      setAlert(showRefusal(error, setError))
    }
  })

  return (
    <section className="panel" aria-labelledby={titleId}>
      <form
        className="inline-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={isSubmitting || undefined}
      >
        <h2 id={titleId} className="inline-form__title">
          {title}
        </h2>
        {alert ? (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        ) : null}
        <div className="inline-form__row">
          <TextField
            label={kind.fieldLabel}
            required
            maxLength={100}
            autoComplete="off"
            className="inline-form__field"
            error={errors.name?.message}
            {...register('name')}
          />
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Ekleniyor…' : 'Ekle'}
          </button>
        </div>
      </form>
    </section>
  )
}

function GroupsTable({ kind, groups }: { kind: GroupKind; groups: readonly AdminGroup[] }) {
  const { api } = useAdmin()
  const revalidate = useRevalidate()[kind.resource]
  const { act, isRunning, tableRef } = useRowActions(groups, { after: revalidate })
  const [editing, setEditing] = useState<number | null>(null)
  // After an inline edit ends (saved or cancelled), focus goes back to that row's edit button.
  const [focusEdit, setFocusEdit] = useState<number | null>(null)
  const editButtons = useRef(new Map<number, HTMLButtonElement>())

  useEffect(() => {
    if (focusEdit === null) return
    editButtons.current.get(focusEdit)?.focus()
    setFocusEdit(null)
  }, [focusEdit])

  const stopEditing = (id: number) => {
    setEditing(null)
    setFocusEdit(id)
  }

  const remove = (group: AdminGroup) =>
    act(group, {
      name: 'delete',
      confirm: {
        title: kind.deleteTitle,
        message: kind.deleteMessage(group),
        confirmLabel: 'Sil',
        danger: true,
      },
      run: () => kind.calls(api).remove(group.id),
      success: `«${group.name}» silindi.`,
      leaves: true,
    })

  function editAction(group: AdminGroup) {
    const pageLink = (
      <Link
        className="button button--small button--ghost"
        to={kind.page.editPath(group.id)}
        aria-label={`${kind.page.rowLink}: ${group.name}`}
      >
        {kind.page.rowLink}
      </Link>
    )
    if (kind.editing.mode === 'pages') return pageLink
    return (
      <>
        <button
          ref={(node) => {
            if (node) editButtons.current.set(group.id, node)
            else editButtons.current.delete(group.id)
          }}
          type="button"
          className="button button--small button--ghost"
          aria-label={`Düzenle: ${group.name}`}
          onClick={() => setEditing(group.id)}
        >
          Düzenle
        </button>
        {pageLink}
      </>
    )
  }

  return (
    <DataTable
      tableRef={tableRef}
      className="names-table"
      caption={kind.title}
      columns={
        <>
          <th scope="col">Ad</th>
          <th scope="col" className="data-table__numeric">
            {kind.countLabel}
          </th>
          <th scope="col">Çeviriler</th>
        </>
      }
    >
      {groups.map((group) => {
        const countCell = (
          <>
            <td data-label={kind.countLabel} className="data-table__numeric">
              {count.format(group.itemCount)}
            </td>
            <td data-label="Çeviriler">
              <TranslationStatesList states={translationStatesOf(group)} />
            </td>
          </>
        )
        if (editing === group.id && kind.editing.mode === 'inline') {
          return (
            <RenameRow
              key={group.id}
              kind={kind}
              renamedToast={kind.editing.renamedToast}
              group={group}
              countCell={countCell}
              onDone={() => stopEditing(group.id)}
            />
          )
        }
        return (
          <tr key={group.id}>
            <td data-label="Ad" className="data-table__title">
              {group.name}
            </td>
            {countCell}
            <RowActions
              name={group.name}
              busy={isRunning(group, 'delete')}
              onDelete={() => void remove(group)}
            >
              {editAction(group)}
            </RowActions>
          </tr>
        )
      })}
    </DataTable>
  )
}

/** A row turned into a form: the name, Kaydet and Vazgeç (Escape cancels too). */
function RenameRow(props: {
  kind: GroupKind
  group: AdminGroup
  renamedToast(before: string, after: string): string
  countCell: ReactNode
  onDone(): void
}) {
  const { api } = useAdmin()
  const toast = useToast()
  const { kind, group, onDone } = props
  const revalidate = useRevalidate()[kind.resource]
  const formId = useId()
  const [alert, setAlert] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useNameForm(kind, group.name)

  useEffect(() => {
    setFocus('name', { shouldSelect: true })
  }, [setFocus])

  const submit = handleSubmit(async (values) => {
    setAlert(null)
    if (values.name === group.name) {
      onDone()
      return
    }
    try {
      const renamed = await kind.calls(api).update(group.id, values)
      toast.success(props.renamedToast(group.name, renamed.name))
      await revalidate()
      onDone()
    } catch (error) {
      setAlert(showRefusal(error, setError))
    }
  })

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    onDone()
  }

  return (
    <tr className="data-table__editing" onKeyDown={onKeyDown}>
      <td data-label="Ad">
        <form
          id={formId}
          className="inline-edit"
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-busy={isSubmitting || undefined}
        >
          <TextField
            label={<span className="visually-hidden">{`${kind.fieldLabel}: ${group.name}`}</span>}
            maxLength={100}
            autoComplete="off"
            className="inline-edit__field"
            error={errors.name?.message}
            {...register('name')}
          />
          {alert ? (
            <p className="field__error" role="alert">
              {alert}
            </p>
          ) : null}
        </form>
      </td>
      {props.countCell}
      <td data-label="">
        <div className="row-actions">
          <button
            type="submit"
            form={formId}
            className="button button--small"
            aria-label={`Kaydet: ${group.name}`}
            disabled={isSubmitting}
          >
            {isSubmitting ? 'Kaydediliyor…' : 'Kaydet'}
          </button>
          <button
            type="button"
            className="button button--small button--ghost"
            aria-label={`Vazgeç: ${group.name}`}
            onClick={onDone}
          >
            Vazgeç
          </button>
        </div>
      </td>
    </tr>
  )
}
