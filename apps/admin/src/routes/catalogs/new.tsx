import { useToast } from '@clinic/ui/use-toast'
import { useNavigate } from 'react-router-dom'
import { PageHead } from '../../components/page-head.tsx'
import { useListRevalidation } from '../../lib/use-paged-list.ts'
import { useAdmin } from '../../services.tsx'
import { BackToCatalogs, CATALOGS_LIST, CATALOGS_PATH, CatalogForm } from './catalog-form.tsx'

/** /admin/catalogs/new: a catalog's name; saved, it joins the list. */
export function CatalogNewScreen() {
  const { api } = useAdmin()
  const navigate = useNavigate()
  const toast = useToast()
  const revalidate = useListRevalidation(CATALOGS_LIST)
  return (
    <div className="stack">
      <BackToCatalogs />
      <PageHead title="Yeni katalog" description="Operasyonlar kataloglara göre gruplanır." />
      <CatalogForm
        initial={{ name: '' }}
        submitLabel="Kaydet"
        onSave={async (values) => {
          const created = await api.catalogs.create(values)
          toast.success(`«${created.name}» kataloğu eklendi.`)
          void revalidate()
          navigate(CATALOGS_PATH)
        }}
      />
    </div>
  )
}
