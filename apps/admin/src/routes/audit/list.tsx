import {
  AUDIT_ACTION_LABELS,
  AUDIT_RESOURCE_LABELS,
  AUDIT_RESOURCES,
  type AuditEntry,
  type AuditFilter,
} from '@clinic/contract/audit'
import { useRef } from 'react'
import { keys } from '../../cache/keys.ts'
import { DataTable } from '../../components/data-table.tsx'
import { FilterField, FilterSelect } from '../../components/filter-select.tsx'
import { PagedListStatus } from '../../components/list-status.tsx'
import { PageHead } from '../../components/page-head.tsx'
import { SearchBox } from '../../components/search-box.tsx'
import { formatDateTimeTr } from '../../lib/format.ts'
import { useListParams } from '../../lib/list-params.ts'
import { ADMIN_PAGE_SIZE, useClampedPage, usePagedList } from '../../lib/use-paged-list.ts'
import { useAdmin } from '../../services.tsx'
import './audit.css'
import { CsvDownloadButton } from '../../components/csv-download-button.tsx'

const PARAMS = ['actor', 'resource', 'from', 'to'] as const
const RESOURCE_OPTIONS = AUDIT_RESOURCES.map((value) => ({ value, label: AUDIT_RESOURCE_LABELS[value] }))
const DAY = /^\d{4}-\d{2}-\d{2}$/

const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action
const resourceLabel = (resource: string) =>
  AUDIT_RESOURCE_LABELS[resource as keyof typeof AUDIT_RESOURCE_LABELS] ?? resource

/** A kept value as text: strings as they are, the rest as JSON; nothing as "—". */
const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value)

/**
 * /admin/audit ("Kayıtlar", Admins only): every staff action and staff login, newest first, filtered by who, what
 * and which days (the clinic's calendar days), paged; a row opens the fields before and after; "CSV indir" exports
 * the same filters.
 */
export function AuditScreen() {
  const { api } = useAdmin()
  const { values, update } = useListParams(PARAMS)
  const { actor, resource, from, to, page } = values
  const filter: AuditFilter = {
    actor: actor || undefined,
    resource: (AUDIT_RESOURCES as readonly string[]).includes(resource)
      ? (resource as AuditFilter['resource'])
      : undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
  }
  const list = usePagedList(keys.audit.list({ ...filter, page }), () =>
    api.audit.listPage({ ...filter, page, pageSize: ADMIN_PAGE_SIZE }),
  )
  useClampedPage(list, page, update)
  const filtered = actor !== '' || resource !== '' || from !== '' || to !== ''
  const tableRef = useRef<HTMLTableElement>(null)

  return (
    <div className="stack">
      <PageHead
        title="Kayıtlar"
        description="Yöneticilerin ve editörlerin işlemleri ve girişleri, en yeni önce. Kayıtlar değiştirilemez ve silinemez."
        actions={
          <CsvDownloadButton download={() => api.audit.downloadCsv(filter)} fallbackName={'kayitlar.csv'} />
        }
      />

      <div className="filters">
        <SearchBox
          label="Kişi"
          placeholder="E-posta ya da kullanıcı no"
          value={actor}
          onSearch={(value) => update({ actor: value })}
        />
        <FilterSelect
          label="Kayıt türü"
          value={resource}
          options={RESOURCE_OPTIONS}
          onChange={(value) => update({ resource: value })}
        />
        <DayFilter
          label="Başlangıç"
          value={from}
          max={to || undefined}
          onChange={(value) => update({ from: value })}
        />
        <DayFilter
          label="Bitiş"
          value={to}
          min={from || undefined}
          onChange={(value) => update({ to: value })}
        />
      </div>

      <PagedListStatus
        list={list}
        page={page}
        update={update}
        loadingText="Kayıtlar yükleniyor…"
        emptyText="Henüz kayıt yok."
        filteredEmptyText="Bu filtrelere uyan kayıt yok."
        filtered={filtered}
      >
        <DataTable
          tableRef={tableRef}
          className="audit-table"
          caption="Kayıtlar"
          columns={
            <>
              <th scope="col">Zaman</th>
              <th scope="col">Kişi</th>
              <th scope="col">İşlem</th>
              <th scope="col">Kayıt</th>
              <th scope="col">Adres</th>
            </>
          }
        >
          {list.items.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </DataTable>
      </PagedListStatus>
    </div>
  )
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const changes = fieldsOf(entry)
  return (
    <tr>
      <td data-label="Zaman" className="audit-table__time">
        {formatDateTimeTr(entry.at)}
      </td>
      <td data-label="Kişi">
        <span className="audit-table__actor">{entry.actorEmail ?? '—'}</span>
        {entry.actorId !== null ? <span className="data-table__sub">No {entry.actorId}</span> : null}
      </td>
      <td data-label="İşlem">
        <span className={entry.action === 'login-failed' ? 'badge badge--warning' : 'badge badge--muted'}>
          {actionLabel(entry.action)}
        </span>
      </td>
      <td data-label="Kayıt">
        {resourceLabel(entry.resource)}
        {entry.resourceId ? ` #${entry.resourceId}` : ''}
      </td>
      <td data-label="Adres" className="audit-table__address">
        {entry.address ?? '—'}
      </td>
      <td className="audit-table__detail">
        {changes.length > 0 ? (
          <details className="audit-detail">
            <summary>Ayrıntı</summary>
            <table className="audit-detail__table">
              <caption className="visually-hidden">{`${actionLabel(entry.action)}: önce ve sonra`}</caption>
              <thead>
                <tr>
                  <th scope="col">Alan</th>
                  <th scope="col">Önce</th>
                  <th scope="col">Sonra</th>
                </tr>
              </thead>
              <tbody>
                {changes.map(([field, before, after]) => (
                  <tr key={field}>
                    <th scope="row">{field}</th>
                    <td>{shown(before)}</td>
                    <td>{shown(after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        ) : null}
      </td>
    </tr>
  )
}

/** The fields an entry kept, each with its value before and after. */
function fieldsOf(entry: AuditEntry): [string, unknown, unknown][] {
  const asRecord = (value: unknown): Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  const before = asRecord(entry.before)
  const after = asRecord(entry.after)
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  return fields.map((field) => [field, before[field], after[field]])
}

function DayFilter(props: {
  label: string
  value: string
  min?: string | undefined
  max?: string | undefined
  onChange(value: string): void
}) {
  return (
    <FilterField
      label={props.label}
      control={(id) => (
        <input
          id={id}
          type="date"
          className="filter__control"
          value={props.value}
          min={props.min}
          max={props.max}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    />
  )
}
