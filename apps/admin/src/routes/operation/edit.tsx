import { useParams } from 'react-router-dom'
import useSWR from 'swr'
import { LoadState } from '../../components/load-state.tsx'
import { PageHead } from '../../components/page-head.tsx'
import { ContentForm } from '../../content-form/content-form.tsx'
import { operationInput } from '../../content-form/form-values.ts'
import { useListRevalidation } from '../../lib/use-paged-list.ts'
import { useAdmin } from '../../services.tsx'
import { OPERATION_KIND } from './operation-kind.ts'

/** /admin/operation/edit/{id}: inactive operations load too (admin token). */
export function OperationEditScreen() {
  const { id } = useParams()
  const { api } = useAdmin()
  const operationId = Number(id)
  const operation = useSWR(['operation', operationId], () => api.operations.get(operationId), {
    revalidateOnFocus: false,
  })
  const catalogs = useSWR('catalogs', () => api.catalogs.list())
  const revalidate = useListRevalidation('operations')
  return (
    <div className="stack">
      <PageHead title={operation.data ? `Düzenle: ${operation.data.title}` : 'Operasyonu düzenle'} />
      {operation.data ? (
        <ContentForm
          key={operation.data.id}
          kind={OPERATION_KIND}
          item={operation.data}
          groups={catalogs.data ?? []}
          save={async ({ values, image, onProgress }) => {
            const saved = await api.operations.update(
              operationId,
              operationInput(values, image, operation.data?.slug ?? null),
              {
                onUploadProgress: onProgress,
              },
            )
            await operation.mutate(saved, { revalidate: false })
            void revalidate()
            return saved
          }}
        />
      ) : (
        <LoadState
          error={operation.error}
          loadingText="Operasyon yükleniyor…"
          notFoundText="Operasyon bulunamadı."
          backTo="/operations"
          backLabel="Operasyonlara dön"
          onRetry={() => void operation.mutate()}
        />
      )}
    </div>
  )
}
