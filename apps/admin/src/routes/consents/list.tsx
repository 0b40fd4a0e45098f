import type { ConsentRecord } from '@clinic/contract/consent'
import { formatDateTr } from '@clinic/ui/lib/date'
import { useRef } from 'react'
import { Link } from 'react-router-dom'
import useSWR from 'swr'
import { keys } from '../../cache/keys.ts'
import { DataTable } from '../../components/data-table.tsx'
import { Loading } from '../../components/load-state.tsx'
import { PageHead } from '../../components/page-head.tsx'
import { useAdmin } from '../../services.tsx'

/** "Geri çekildi" or "Geçerli", as the list and the form say it. */
export const consentState = (consent: Pick<ConsentRecord, 'withdrawnAt'>) =>
  consent.withdrawnAt ? `Geri çekildi (${formatDateTr(consent.withdrawnAt)})` : 'Geçerli'

/** /admin/consents: patients' consents to before/after images (Admins only; issue 21). */
export function ConsentsScreen() {
  const { api } = useAdmin()
  const tableRef = useRef<HTMLTableElement>(null)
  const list = useSWR(keys.consents.all(), () => api.consents.list())
  return (
    <div className="stack">
      <PageHead
        title="Onamlar"
        description="Öncesi-sonrası görseller için hasta onamları. İmzalı formlar yalnızca yöneticilere açıktır."
        actions={
          <Link className="button" to="/consents/new">
            Yeni onam
          </Link>
        }
      />
      {!list.data ? (
        <Loading error={list.error} loadingText="Onamlar yükleniyor…" onRetry={() => void list.mutate()} />
      ) : list.data.length === 0 ? (
        <div className="panel empty">
          <p>Henüz onam kaydı yok.</p>
        </div>
      ) : (
        <DataTable
          tableRef={tableRef}
          caption="Onamlar"
          columns={
            <>
              <th scope="col">No</th>
              <th scope="col">Hasta referansı</th>
              <th scope="col">Onam tarihi</th>
              <th scope="col">Durum</th>
              <th scope="col">Yazılar</th>
            </>
          }
        >
          {list.data.map((consent) => (
            <tr key={consent.id}>
              <td data-label="No" className="data-table__numeric">
                {consent.id}
              </td>
              <td data-label="Hasta referansı">
                <Link to={`/consents/edit/${consent.id}`}>{consent.patientRef}</Link>
              </td>
              <td data-label="Onam tarihi" className="data-table__nowrap">
                {formatDateTr(consent.consentDate)}
              </td>
              <td data-label="Durum">
                {/* Wrapped: in the narrow screens' card layout the cell's child stretches, the badge does not. */}
                <span>
                  <span className={consent.withdrawnAt ? 'badge badge--danger' : 'badge badge--ok'}>
                    {consentState(consent)}
                  </span>
                </span>
              </td>
              <td data-label="Yazılar">
                {consent.postIds.length === 0
                  ? '—'
                  : consent.postIds.map((id, i) => (
                      <span key={id}>
                        {i > 0 ? ', ' : null}
                        <Link to={`/blog/edit/${id}`}>#{id}</Link>
                      </span>
                    ))}
              </td>
              <td data-label="">
                <div className="row-actions">
                  <Link
                    className="button button--small button--ghost"
                    to={`/consents/edit/${consent.id}`}
                    aria-label={`Düzenle: ${consent.patientRef}`}
                  >
                    Düzenle
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  )
}
