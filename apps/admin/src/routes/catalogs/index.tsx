import type { Catalog } from '@clinic/contract/catalog'
import { Link } from 'react-router-dom'
import useSWR from 'swr'
import { ListStatus } from '../../components/list-status.tsx'
import { PageHead } from '../../components/page-head.tsx'
import { useListRevalidation } from '../../lib/use-paged-list.ts'
import { useRowActions } from '../../lib/use-row-actions.ts'
import { useAdmin } from '../../services.tsx'
import { CATALOGS_LIST } from './catalog-form.tsx'

const count = new Intl.NumberFormat('tr-TR')

/**
 * /admin/catalogs: every catalog (the API answers them all, in Turkish order) with its number of operations; add
 * and edit on their own pages, delete here (the server refuses while operations remain in it).
 */
export function CatalogsScreen() {
  const { api } = useAdmin()
  const list = useSWR([CATALOGS_LIST], () => api.catalogs.list())
  const catalogs = list.data ?? []
  const ids = catalogs.map((catalog) => catalog.id)
  // One small call per catalog: the total of a one-row page of its operations (inactive ones included).
  const operationCounts = useSWR(
    ids.length ? [CATALOGS_LIST, 'operation-counts', ids.join(',')] : null,
    async () => {
      const totals = await Promise.all(
        ids.map((catalogId) => api.operations.listAdminPage({ catalogId, page: 1, pageSize: 1 })),
      )
      return new Map(ids.map((id, i) => [id, totals[i]!.total]))
    },
  )

  return (
    <div className="stack">
      <PageHead
        title="Kataloglar"
        description="Operasyonlar sitede bu kataloglara göre gruplanır."
        actions={
          <Link className="button" to="/catalogs/new">
            Yeni katalog
          </Link>
        }
      />
      <ListStatus
        isLoading={list.isLoading}
        error={list.error}
        isEmpty={catalogs.length === 0}
        loadingText="Kataloglar yükleniyor…"
        emptyText="Henüz katalog yok. «Yeni katalog» ile ilkini ekleyin."
        onRetry={() => void list.mutate()}
      >
        <CatalogsTable catalogs={catalogs} operationCounts={operationCounts.data} />
        <p className="pager__summary muted">{`${count.format(catalogs.length)} katalog`}</p>
      </ListStatus>
    </div>
  )
}

function CatalogsTable(props: {
  catalogs: readonly Catalog[]
  operationCounts: Map<number, number> | undefined
}) {
  const { api } = useAdmin()
  const revalidate = useListRevalidation(CATALOGS_LIST)
  const { act, isRunning, tableRef } = useRowActions(props.catalogs, { after: revalidate })

  function remove(catalog: Catalog) {
    const operations = props.operationCounts?.get(catalog.id)
    return act(catalog, {
      name: 'delete',
      confirm: {
        title: 'Kataloğu sil',
        message:
          operations === undefined || operations === 0
            ? `«${catalog.name}» silinecek.`
            : `«${catalog.name}» silinecek. Katalogda ${count.format(operations)} operasyon var: operasyonu olan bir katalog silinemez, önce operasyonlarını başka bir kataloğa taşıyın.`,
        confirmLabel: 'Sil',
        danger: true,
      },
      run: () => api.catalogs.remove(catalog.id),
      success: `«${catalog.name}» silindi.`,
      leaves: true,
    })
  }

  return (
    <div className="panel table-wrap">
      <table ref={tableRef} className="data-table names-table">
        <caption className="visually-hidden">Kataloglar</caption>
        <thead>
          <tr>
            <th scope="col">Ad</th>
            <th scope="col" className="data-table__numeric">
              Operasyon sayısı
            </th>
            <th scope="col">
              <span className="visually-hidden">İşlemler</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.catalogs.map((catalog) => {
            const operations = props.operationCounts?.get(catalog.id)
            return (
              <tr key={catalog.id}>
                <td data-label="Ad" className="data-table__title">
                  {catalog.name}
                </td>
                <td data-label="Operasyon sayısı" className="data-table__numeric">
                  {operations === undefined ? '—' : count.format(operations)}
                </td>
                <td data-label="">
                  <div className="row-actions">
                    <Link
                      className="button button--small button--ghost"
                      to={`/catalogs/edit/${catalog.id}`}
                      aria-label={`Düzenle: ${catalog.name}`}
                    >
                      Düzenle
                    </Link>
                    <button
                      type="button"
                      className="button button--small button--danger"
                      aria-label={`Sil: ${catalog.name}`}
                      disabled={isRunning(catalog, 'delete')}
                      onClick={() => void remove(catalog)}
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
