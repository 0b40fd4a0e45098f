import useSWR from 'swr'
import { ContentListScreen } from '../../content-list/content-list-screen.tsx'
import { useAdmin } from '../../services.tsx'
import { OPERATION_KIND } from '../operation/operation-kind.ts'

/** /admin/operations: every operation, active or not (GET /api/Operation/admin). */
export function OperationsScreen() {
  const { api } = useAdmin()
  const catalogs = useSWR(['choices', 'catalogs'], () => api.catalogs.list())
  return (
    <ContentListScreen
      listName="operations"
      title="Operasyonlar"
      description="Ameliyat ve tedavi sayfaları; yayında olmayanlar sitede görünmez."
      createPath="/operation/create"
      createLabel="Yeni operasyon"
      editPath={OPERATION_KIND.editPath}
      sitePath={OPERATION_KIND.sitePath}
      groupLabel="Katalog"
      groups={catalogs.data ?? []}
      emptyText="Henüz operasyon yok."
      load={async ({ groupId, ...query }) => {
        const page = await api.operations.listAdminPage({ ...query, catalogId: groupId })
        return {
          total: page.total,
          items: page.items.map((operation) => ({ ...operation, groupName: operation.catalogName })),
        }
      }}
      setStatus={(id, isActive) => api.operations.setStatus(id, isActive)}
      remove={(id) => api.operations.remove(id)}
    />
  )
}
