import { type Category, CategoryBody } from '@clinic/contract/category'
import { errorMessage, fieldErrorMessages } from '@clinic/ui/lib/server-errors'
import { TextField } from '@clinic/ui/text-field'
import { useToast } from '@clinic/ui/use-toast'
import { zodResolver } from '@hookform/resolvers/zod'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { type UseFormSetError, useForm } from 'react-hook-form'
import useSWR from 'swr'
import type { z } from 'zod'
import { ListStatus } from '../../components/list-status.tsx'
import { PageHead } from '../../components/page-head.tsx'
import { useListRevalidation } from '../../lib/use-paged-list.ts'
import { useRowActions } from '../../lib/use-row-actions.ts'
import { useAdmin } from '../../services.tsx'

/** The swr keys of this screen start with it: the list, then the post counts. */
export const CATEGORIES_LIST = 'categories'
type CategoryValues = z.input<typeof CategoryBody>
const count = new Intl.NumberFormat('tr-TR')

/**
 * A refused name: the server's message under the field (409 for a name taken, ignoring case and Turkish letters),
 * the text left as typed. Answers the message when the server named no field, for the form's alert.
 */
function showRefusal(error: unknown, setError: UseFormSetError<CategoryValues>): string | null {
  const message = fieldErrorMessages(error, ['name']).name
  if (message) {
    setError('name', { type: 'server', message }, { shouldFocus: true })
    return null
  }
  return errorMessage(error)
}

/**
 * /admin/categories: every category (the API answers them all, in Turkish order) with its number of posts, a form
 * to add one, rename in the row, delete (the posts stay, without a category).
 */
export function CategoriesScreen() {
  const { api } = useAdmin()
  const list = useSWR([CATEGORIES_LIST], () => api.categories.list())
  const categories = list.data ?? []
  const ids = categories.map((category) => category.id)
  // One small call per category: the total of a one-row page of its posts (inactive ones included).
  const postCounts = useSWR(ids.length ? [CATEGORIES_LIST, 'post-counts', ids.join(',')] : null, async () => {
    const totals = await Promise.all(
      ids.map((categoryId) => api.blog.listAdminPage({ categoryId, page: 1, pageSize: 1 })),
    )
    return new Map(ids.map((id, i) => [id, totals[i]!.total]))
  })

  return (
    <div className="stack">
      <PageHead
        title="Kategoriler"
        description="Blog yazılarının kategorileri; adlar sitede menüde ve yazılarda görünür."
      />
      <NewCategoryForm />
      <ListStatus
        isLoading={list.isLoading}
        error={list.error}
        isEmpty={categories.length === 0}
        loadingText="Kategoriler yükleniyor…"
        emptyText="Henüz kategori yok. İlk kategoriyi yukarıdaki formla ekleyin."
        onRetry={() => void list.mutate()}
      >
        <CategoriesTable categories={categories} postCounts={postCounts.data} />
        <p className="pager__summary muted">{`${count.format(categories.length)} kategori`}</p>
      </ListStatus>
    </div>
  )
}

function NewCategoryForm() {
  const { api } = useAdmin()
  const toast = useToast()
  const revalidate = useListRevalidation(CATEGORIES_LIST)
  const [alert, setAlert] = useState<string | null>(null)
  const titleId = useId()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CategoryValues, unknown, CategoryBody>({
    resolver: zodResolver(CategoryBody),
    defaultValues: { name: '' },
  })

  const submit = handleSubmit(async (values) => {
    setAlert(null)
    try {
      const created = await api.categories.create(values)
      toast.success(`«${created.name}» kategorisi eklendi.`)
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
          Yeni kategori
        </h2>
        {alert ? (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        ) : null}
        <div className="inline-form__row">
          <TextField
            label="Kategori adı"
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

function CategoriesTable(props: {
  categories: readonly Category[]
  postCounts: Map<number, number> | undefined
}) {
  const { api } = useAdmin()
  const revalidate = useListRevalidation(CATEGORIES_LIST)
  const { act, isRunning, tableRef } = useRowActions(props.categories, { after: revalidate })
  const [editing, setEditing] = useState<number | null>(null)
  // After an edit ends (saved or cancelled), focus goes back to that row's edit button.
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

  function remove(category: Category) {
    const posts = props.postCounts?.get(category.id)
    return act(category, {
      name: 'delete',
      confirm: {
        title: 'Kategoriyi sil',
        message:
          posts === undefined
            ? `«${category.name}» silinecek. Bu kategorideki yazılar silinmez; kategorisiz kalır.`
            : posts === 0
              ? `«${category.name}» silinecek. Bu kategoride yazı yok.`
              : `«${category.name}» silinecek. Bu kategorideki ${count.format(posts)} yazı silinmez; kategorisiz kalır.`,
        confirmLabel: 'Sil',
        danger: true,
      },
      run: () => api.categories.remove(category.id),
      success: `«${category.name}» silindi.`,
      leaves: true,
    })
  }

  return (
    <div className="panel table-wrap">
      <table ref={tableRef} className="data-table names-table">
        <caption className="visually-hidden">Kategoriler</caption>
        <thead>
          <tr>
            <th scope="col">Ad</th>
            <th scope="col" className="data-table__numeric">
              Yazı sayısı
            </th>
            <th scope="col">
              <span className="visually-hidden">İşlemler</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.categories.map((category) => {
            const posts = props.postCounts?.get(category.id)
            const postsCell = (
              <td data-label="Yazı sayısı" className="data-table__numeric">
                {posts === undefined ? '—' : count.format(posts)}
              </td>
            )
            if (editing === category.id) {
              return (
                <RenameRow
                  key={category.id}
                  category={category}
                  postsCell={postsCell}
                  onDone={() => stopEditing(category.id)}
                />
              )
            }
            return (
              <tr key={category.id}>
                <td data-label="Ad" className="data-table__title">
                  {category.name}
                </td>
                {postsCell}
                <td data-label="">
                  <div className="row-actions">
                    <button
                      ref={(node) => {
                        if (node) editButtons.current.set(category.id, node)
                        else editButtons.current.delete(category.id)
                      }}
                      type="button"
                      className="button button--small button--ghost"
                      aria-label={`Düzenle: ${category.name}`}
                      onClick={() => setEditing(category.id)}
                    >
                      Düzenle
                    </button>
                    <button
                      type="button"
                      className="button button--small button--danger"
                      aria-label={`Sil: ${category.name}`}
                      disabled={isRunning(category, 'delete')}
                      onClick={() => void remove(category)}
                    >
                      Sil
                    </button>
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** A row turned into a form: the name, Kaydet and Vazgeç (Escape cancels too). */
function RenameRow(props: { category: Category; postsCell: ReactNode; onDone(): void }) {
  const { api } = useAdmin()
  const toast = useToast()
  const revalidate = useListRevalidation(CATEGORIES_LIST)
  const formId = useId()
  const [alert, setAlert] = useState<string | null>(null)
  const { category, onDone } = props
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CategoryValues, unknown, CategoryBody>({
    resolver: zodResolver(CategoryBody),
    defaultValues: { name: category.name },
  })

  useEffect(() => {
    setFocus('name', { shouldSelect: true })
  }, [setFocus])

  const submit = handleSubmit(async (values) => {
    setAlert(null)
    if (values.name === category.name) {
      onDone()
      return
    }
    try {
      const renamed = await api.categories.update(category.id, values)
      toast.success(`«${category.name}» kategorisinin adı «${renamed.name}» olarak değiştirildi.`)
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
            label={<span className="visually-hidden">{`Kategori adı: ${category.name}`}</span>}
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
      {props.postsCell}
      <td data-label="">
        <div className="row-actions">
          <button
            type="submit"
            form={formId}
            className="button button--small"
            aria-label={`Kaydet: ${category.name}`}
            disabled={isSubmitting}
          >
            {isSubmitting ? 'Kaydediliyor…' : 'Kaydet'}
          </button>
          <button
            type="button"
            className="button button--small button--ghost"
            aria-label={`Vazgeç: ${category.name}`}
            onClick={onDone}
          >
            Vazgeç
          </button>
        </div>
      </td>
    </tr>
  )
}
