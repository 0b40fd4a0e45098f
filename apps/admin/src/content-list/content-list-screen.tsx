import { LOCALE_TURKISH_NAMES, TRANSLATION_LOCALES, type TranslationLocale } from '@clinic/contract/locales'
import type { TranslationStates } from '@clinic/contract/translation'
import { formatDateTr } from '@clinic/ui/lib/date'
import { Link } from 'react-router-dom'
import useSWR from 'swr'
import { keys } from '../cache/keys.ts'
import { useRevalidate } from '../cache/revalidate.ts'
import { DataTable, RowActions } from '../components/data-table.tsx'
import { FilterSelect } from '../components/filter-select.tsx'
import { PagedListStatus } from '../components/list-status.tsx'
import { PageHead } from '../components/page-head.tsx'
import { Pagination } from '../components/pagination.tsx'
import { SearchBox } from '../components/search-box.tsx'
import { StatusSwitch } from '../components/status-switch.tsx'
import type { ContentResource } from '../content-form/kinds.ts'
import { draftListKey, pendingDraftMark, unpublishListKey, unpublishMarks } from '../drafts/draft-list.ts'
import { NewDrafts } from '../drafts/new-drafts.tsx'
import { displayPath } from '../lib/format.ts'
import { booleanParam, translationLocaleParam, useListParams } from '../lib/list-params.ts'
import { ADMIN_PAGE_SIZE, usePagedList } from '../lib/use-paged-list.ts'
import { useRowActions } from '../lib/use-row-actions.ts'
import { useAdmin } from '../services.tsx'
import { TranslationStatesList } from '../translations/states.tsx'

/** A row of the blog or operation list: what both lists show. */
export interface ContentRow {
  id: number
  slug: string
  title: string
  imagePath: string | null
  groupName: string | null
  isActive: boolean
  viewCount: number
  publishedDate: string | null
  /** A post whose consent was withdrawn (issue 21): off the site whatever its status. */
  consentWithdrawn?: boolean
  /** Each translation language's state (issue 23); absent while the API does not send it. */
  translationStates?: TranslationStates | undefined
}

export interface ContentListQuery {
  page: number
  pageSize: number
  search?: string | undefined
  active?: boolean | undefined
  groupId?: number | undefined
  sort?: ContentSort | undefined
  /** "Çevirisi eksik": only the items whose translation in this language is missing or outdated (decision 0277). */
  needsTranslation?: TranslationLocale | undefined
}

export const CONTENT_SORTS = [
  { value: 'newest', label: 'En yeni' },
  { value: 'oldest', label: 'En eski' },
  { value: 'title', label: 'Başlığa göre (A–Z)' },
  { value: 'views', label: 'En çok okunan' },
] as const
export type ContentSort = (typeof CONTENT_SORTS)[number]['value']

const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Yayında' },
  { value: 'false', label: 'Yayında değil' },
]

/** The "Çevirisi eksik" filter's choices: each translation language, named in Turkish. */
const TRANSLATION_OPTIONS = TRANSLATION_LOCALES.map((locale) => ({
  value: locale,
  label: LOCALE_TURKISH_NAMES[locale],
}))

const PARAM_KEYS = ['search', 'active', 'group', 'sort', 'needsTranslation'] as const
const count = new Intl.NumberFormat('tr-TR')

/** The blog list and the operation list: search, filters, sorting, paging, the publishing switch, delete. */
export function ContentListScreen({ kind }: { kind: ContentResource }) {
  const { api, siteHref } = useAdmin()
  const calls = kind.calls(api)
  const groups = useSWR(kind.groupsKey, () => calls.groups())
  const { values, update } = useListParams(PARAM_KEYS)
  const query: ContentListQuery = {
    page: values.page,
    pageSize: ADMIN_PAGE_SIZE,
    search: values.search || undefined,
    active: booleanParam(values.active),
    groupId: values.group ? Number(values.group) : undefined,
    sort: (CONTENT_SORTS.find((sort) => sort.value === values.sort)?.value ?? undefined) as
      | ContentSort
      | undefined,
    needsTranslation: translationLocaleParam(values.needsTranslation),
  }
  const list = usePagedList(keys[kind.resource].list(query), () => calls.listPage(query))
  // Drafts (decision 0283): new items' above the list, a live item's pending one marked on its row.
  const drafts = useSWR(draftListKey(kind.name), () => api.drafts.list(kind.name))
  const pendingOf = (id: number) => (drafts.data ?? []).filter((draft) => draft.itemId === id)
  // Times to take off (decision 0286), marked on their rows.
  const unpublish = useSWR(unpublishListKey(kind.name), () => api.drafts.unpublishList(kind.name))
  const unpublishOf = (id: number) =>
    unpublishMarks((unpublish.data ?? []).filter((one) => one.itemId === id))
  const revalidate = useRevalidate()[kind.resource]
  const filtered = Boolean(values.search || values.active || values.group || query.needsTranslation)
  const { act, isRunning, tableRef } = useRowActions(list.items, { after: revalidate })

  const remove = (row: ContentRow) =>
    act(row, {
      name: 'delete',
      confirm: {
        title: `«${row.title}» silinsin mi?`,
        message: 'Sayfa siteden kalkar; yorumları da silinir. Bu işlem geri alınamaz.',
        confirmLabel: 'Sil',
        danger: true,
      },
      run: () => calls.remove(row.id),
      success: `«${row.title}» silindi.`,
      leaves: true,
    })

  const setStatus = (row: ContentRow, isActive: boolean) =>
    act(row, {
      name: 'status',
      run: () => calls.setStatus(row.id, isActive),
      success: isActive ? `«${row.title}» yayına alındı.` : `«${row.title}» yayından kaldırıldı.`,
      // Under a status filter the row moves out of the view.
      leaves: values.active !== '',
    })

  return (
    <div className="stack">
      <PageHead
        title={kind.list.title}
        description={kind.list.description}
        actions={
          <Link className="button" to={kind.createPath}>
            {kind.list.createLabel}
          </Link>
        }
      />
      <div className="panel filters">
        <SearchBox label="Ara" value={values.search} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={kind.groupLabel}
          value={values.group}
          options={(groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
          onChange={(group) => update({ group })}
        />
        <FilterSelect
          label="Durum"
          value={values.active}
          options={ACTIVE_OPTIONS}
          onChange={(active) => update({ active })}
        />
        <FilterSelect
          label="Çevirisi eksik"
          value={query.needsTranslation ?? ''}
          options={TRANSLATION_OPTIONS}
          onChange={(needsTranslation) => update({ needsTranslation })}
        />
        <FilterSelect
          label="Sıralama"
          value={values.sort || 'newest'}
          allLabel=""
          options={CONTENT_SORTS}
          onChange={(sort) => update({ sort: sort === 'newest' ? '' : sort })}
        />
      </div>
      <NewDrafts drafts={drafts.data ?? []} createPath={kind.createPath} />
      <PagedListStatus
        list={list}
        loadingText="Liste yükleniyor…"
        emptyText={kind.list.emptyText}
        filteredEmptyText="Bu aramaya ya da filtrelere uyan kayıt yok."
        filtered={filtered}
      >
        <DataTable
          tableRef={tableRef}
          className="content-table"
          caption={kind.list.title}
          columns={
            <>
              <th scope="col" className="data-table__thumb-cell">
                <span className="visually-hidden">Görsel</span>
              </th>
              <th scope="col" className="data-table__wide">
                Başlık
              </th>
              <th scope="col">{kind.groupLabel}</th>
              <th scope="col">Durum</th>
              <th scope="col">Çeviriler</th>
              <th scope="col" className="data-table__numeric data-table__views">
                Okunma
              </th>
              <th scope="col">Tarih</th>
            </>
          }
        >
          {list.items.map((row) => (
            <tr key={row.id}>
              <td data-label="" className="data-table__thumb-cell">
                {row.imagePath ? (
                  <img
                    className="data-table__thumb"
                    src={`${api.baseUrl}${row.imagePath}`}
                    alt=""
                    loading="lazy"
                  />
                ) : (
                  <span className="data-table__thumb" aria-hidden="true" />
                )}
              </td>
              <td data-label="Başlık">
                <div>
                  <div className="data-table__title">
                    <Link to={kind.editPath(row.id)}>{row.title}</Link>
                  </div>
                  <div className="data-table__sub">
                    {row.isActive ? (
                      <a href={siteHref(kind.sitePath(row.slug))} target="_blank" rel="noopener">
                        /{displayPath(row.slug)}
                        <span className="visually-hidden"> (sitede, yeni sekmede)</span>
                      </a>
                    ) : (
                      `/${displayPath(row.slug)}`
                    )}
                  </div>
                </div>
              </td>
              <td data-label={kind.groupLabel}>
                <span className="data-table__group" title={row.groupName ?? undefined}>
                  {row.groupName ?? '—'}
                </span>
              </td>
              <td data-label="Durum">
                <StatusSwitch
                  checked={row.isActive}
                  label={`Yayında: ${row.title}`}
                  onLabel="Yayında"
                  offLabel="Taslak"
                  busy={isRunning(row, 'status')}
                  onToggle={(next) => void setStatus(row, next)}
                />
                {row.consentWithdrawn ? <span className="badge badge--danger">Onam geri çekildi</span> : null}
                {pendingDraftMark(pendingOf(row.id)) ? (
                  <span className="draft-mark">{pendingDraftMark(pendingOf(row.id))}</span>
                ) : null}
                {unpublishOf(row.id).map((mark) => (
                  <span key={mark} className="draft-mark draft-mark--unpublish">
                    {mark}
                  </span>
                ))}
              </td>
              <td data-label="Çeviriler">
                <TranslationStatesList states={row.translationStates} />
              </td>
              <td data-label="Okunma" className="data-table__numeric data-table__views">
                {count.format(row.viewCount)}
              </td>
              <td data-label="Tarih" className="data-table__date">
                {formatDateTr(row.publishedDate)}
              </td>
              <RowActions name={row.title} busy={isRunning(row, 'delete')} onDelete={() => void remove(row)}>
                <Link
                  className="button button--ghost button--small"
                  to={kind.editPath(row.id)}
                  aria-label={`Düzenle: ${row.title}`}
                >
                  Düzenle
                </Link>
              </RowActions>
            </tr>
          ))}
        </DataTable>
      </PagedListStatus>
      {list.hasData ? (
        <Pagination
          page={values.page}
          pageSize={ADMIN_PAGE_SIZE}
          total={list.total}
          onPage={(page) => update({ page })}
        />
      ) : null}
    </div>
  )
}
