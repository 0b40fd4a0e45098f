import useSWR from 'swr'
import { PageHead } from '../../components/page-head.tsx'
import { ContentForm } from '../../content-form/content-form.tsx'
import { operationInput } from '../../content-form/form-values.ts'
import { useListRevalidation } from '../../lib/use-paged-list.ts'
import { useAdmin } from '../../services.tsx'
import { OPERATION_KIND } from './operation-kind.ts'

/** /admin/operation/create */
export function OperationCreateScreen() {
  const { api } = useAdmin()
  const catalogs = useSWR('catalogs', () => api.catalogs.list())
  const revalidate = useListRevalidation('operations')
  return (
    <div className="stack">
      <PageHead title="Yeni operasyon" />
      <ContentForm
        kind={OPERATION_KIND}
        item={null}
        groups={catalogs.data ?? []}
        save={async ({ values, image, onProgress }) => {
          const saved = await api.operations.create(operationInput(values, image, null), {
            onUploadProgress: onProgress,
          })
          void revalidate()
          return saved
        }}
      />
    </div>
  )
}
