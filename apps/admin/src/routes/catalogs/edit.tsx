import { isApiError } from '@clinic/api-client/api-error'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { useToast } from '@clinic/ui/use-toast'
import { Link, useNavigate, useParams } from 'react-router-dom'
import useSWR from 'swr'
import { PageHead } from '../../components/page-head.tsx'
import { ADMIN_TITLE } from '../../layout.tsx'
import { useListRevalidation } from '../../lib/use-paged-list.ts'
import { useAdmin } from '../../services.tsx'
import { BackToCatalogs, CATALOGS_LIST, CATALOGS_PATH, CatalogForm } from './catalog-form.tsx'

/** An id in the URL as the API takes it (a positive integer), or null for anything else. */
export function catalogIdParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}

/** /admin/catalogs/edit/:id: the catalog loaded, its name changed; an unknown id says so, with a way back. */
export function CatalogEditScreen() {
  const { api } = useAdmin()
  const navigate = useNavigate()
  const toast = useToast()
  const revalidate = useListRevalidation(CATALOGS_LIST)
  const id = catalogIdParam(useParams().id)
  const catalog = useSWR(id === null ? null : [CATALOGS_LIST, 'one', id], () => api.catalogs.get(id!), {
    // A form open for editing must not change under the admin's hands.
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  })

  if (id === null || (isApiError(catalog.error) && catalog.error.status === 404)) return <CatalogNotFound />
  if (!catalog.data) {
    return (
      <div className="stack">
        <BackToCatalogs />
        <PageHead title="Kataloğu düzenle" />
        {catalog.error ? (
          <div className="panel notice notice--danger" role="alert">
            <p>{errorMessage(catalog.error)}</p>
            <button type="button" className="button button--ghost" onClick={() => void catalog.mutate()}>
              Tekrar dene
            </button>
          </div>
        ) : (
          <p className="panel muted" role="status">
            Katalog yükleniyor…
          </p>
        )}
      </div>
    )
  }

  const current = catalog.data
  return (
    <div className="stack">
      <BackToCatalogs />
      <PageHead title="Kataloğu düzenle" description={`«${current.name}»`} />
      <CatalogForm
        key={`${current.id}:${current.name}`}
        initial={{ name: current.name }}
        submitLabel="Kaydet"
        onSave={async (values) => {
          const saved = await api.catalogs.update(current.id, values)
          toast.success(
            saved.name === current.name
              ? `«${saved.name}» kaydedildi.`
              : `Katalog «${saved.name}» olarak kaydedildi.`,
          )
          void revalidate()
          navigate(CATALOGS_PATH)
        }}
      />
    </div>
  )
}

function CatalogNotFound() {
  return (
    <section className="panel page-message">
      <title>{`Katalog bulunamadı · ${ADMIN_TITLE}`}</title>
      <h1>Katalog bulunamadı</h1>
      <p>Bu katalog silinmiş ya da adres yanlış yazılmış olabilir.</p>
      <Link className="button" to={CATALOGS_PATH}>
        Kataloglara dön
      </Link>
    </section>
  )
}
