import { ADVERTISING_RULES, type AdvertisingOverride } from '@clinic/contract/advertising'
import { useRef } from 'react'
import { Link } from 'react-router-dom'
import useSWR from 'swr'
import { keys } from '../../cache/keys.ts'
import { DataTable } from '../../components/data-table.tsx'
import { Loading } from '../../components/load-state.tsx'
import { PageHead } from '../../components/page-head.tsx'
import { formatDateTimeTr } from '../../lib/format.ts'
import { useAdmin } from '../../services.tsx'

const KIND_LABELS = { blogs: 'Blog yazısı', operations: 'Operasyon' } as const
const RULE_LABELS: Record<string, string> = {
  superlative: 'Üstünlük iddiası',
  unique: '"Tek", "ilk" iddiası',
  guarantee: 'Sonuç vaadi',
  price: 'Fiyat',
  campaign: 'Kampanya, indirim',
  volume: 'Hizmet hacmi',
  testimonial: 'Hasta görüşü, teşekkür',
  steering: 'Yönlendirme (check-up, randevu)',
  title: 'Sertifikaya dayalı unvan',
}
const ruleLabel = (id: string) =>
  RULE_LABELS[id] ?? ADVERTISING_RULES.find((rule) => rule.id === id)?.reason ?? id
const editPath = (override: AdvertisingOverride) =>
  override.contentKind === 'blogs'
    ? `/blog/edit/${override.contentId}`
    : `/operation/edit/${override.contentId}`

/**
 * /admin/advertising-overrides ("Uyarı kararları", Admins only): every claim of the advertising gate an Admin let
 * through, with its reason, who and when, newest first (decision 0200). The audit log keeps the same decisions.
 */
export function AdvertisingOverridesScreen() {
  const { api } = useAdmin()
  const list = useSWR(keys.advertising.all(), () => api.advertising.list())
  const tableRef = useRef<HTMLTableElement>(null)
  return (
    <div className="stack">
      <PageHead
        title="Uyarı kararları"
        description="Sağlık reklamı uyarılarından gerekçe yazılarak yok sayılanlar, en yeni önce. Her karar kayıtlarda da saklanır."
      />
      {!list.data ? (
        <Loading error={list.error} loadingText="Kararlar yükleniyor…" onRetry={() => void list.mutate()} />
      ) : list.data.length === 0 ? (
        <div className="panel empty">
          <p>Henüz yok sayılan bir uyarı yok.</p>
        </div>
      ) : (
        <DataTable
          tableRef={tableRef}
          caption="Uyarı kararları"
          columns={
            <>
              <th scope="col">İçerik</th>
              <th scope="col">İfade</th>
              <th scope="col">Gerekçe</th>
              <th scope="col">Karar veren</th>
              <th scope="col">Zaman</th>
            </>
          }
        >
          {list.data.map((override) => (
            <tr key={override.id}>
              <td data-label="İçerik">
                {override.contentTitle !== null ? (
                  <Link to={editPath(override)}>{override.contentTitle}</Link>
                ) : (
                  <span>Silinmiş içerik #{override.contentId}</span>
                )}
                <div className="data-table__sub">{KIND_LABELS[override.contentKind]}</div>
              </td>
              <td data-label="İfade">
                <strong>«{override.claim}»</strong>
                <div className="data-table__sub">{ruleLabel(override.ruleId)}</div>
              </td>
              <td data-label="Gerekçe">{override.reason}</td>
              <td data-label="Karar veren">{override.userName ?? '—'}</td>
              <td data-label="Zaman">{formatDateTimeTr(override.createdAt)}</td>
              <td />
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  )
}
