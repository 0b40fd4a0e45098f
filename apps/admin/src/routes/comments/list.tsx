import type { AdminComment, CommentModerationStatus } from '@clinic/contract/comment'
import useSWR from 'swr'
import { keys } from '../../cache/keys.ts'
import { useRevalidate } from '../../cache/revalidate.ts'
import { DataTable, RowActions } from '../../components/data-table.tsx'
import { FilterTabs } from '../../components/filter-tabs.tsx'
import { PagedListStatus } from '../../components/list-status.tsx'
import { PageHead } from '../../components/page-head.tsx'
import { SearchBox } from '../../components/search-box.tsx'
import { formatDateTimeTr } from '../../lib/format.ts'
import { useListParams } from '../../lib/list-params.ts'
import { ADMIN_PAGE_SIZE, useClampedPage, usePagedList } from '../../lib/use-paged-list.ts'
import { useRowActions } from '../../lib/use-row-actions.ts'
import { useAdmin } from '../../services.tsx'
import { CommentText } from './comment-text.tsx'
import {
  authorOf,
  COMMENT_VIEWS,
  commentLabel,
  EMPTY_TEXTS,
  excerpt,
  moderationStatus,
} from './moderation.ts'

const PARAMS = ['status', 'search'] as const
const count = new Intl.NumberFormat('tr-TR')

/**
 * /admin/comments: the comments of every post, newest first, in three views (waiting for approval, approved,
 * reported); approve, withdraw the approval, delete.
 */
export function CommentsScreen() {
  const { api } = useAdmin()
  const { values, update } = useListParams(PARAMS)
  const status = moderationStatus(values.status)
  const { page, search } = values

  const list = usePagedList(keys.comments.list({ status, search, page }), () =>
    api.comments.listAdminPage({ status, search: search || undefined, page, pageSize: ADMIN_PAGE_SIZE }),
  )
  // One small call per view (the server's total of a one-row page), for the same search.
  const counts = useSWR(keys.comments.counts(search), async () => {
    const totals = await Promise.all(
      COMMENT_VIEWS.map((view) =>
        api.comments.listAdminPage({
          status: view.status,
          search: search || undefined,
          page: 1,
          pageSize: 1,
        }),
      ),
    )
    return Object.fromEntries(COMMENT_VIEWS.map((view, i) => [view.status, totals[i]!.total])) as Record<
      CommentModerationStatus,
      number
    >
  })

  useClampedPage(list, page, update)

  return (
    <div className="stack">
      <PageHead
        title="Yorumlar"
        description="Tüm yazıların yorumları, en yenisi önce. Onaylanan yorumlar sitede görünür."
      />
      <div className="filters">
        <SearchBox
          label="Ara"
          placeholder="Yorum metni ya da yazar adı"
          value={search}
          onSearch={(next) => update({ search: next })}
        />
        <FilterTabs
          legend="Yorum durumu"
          tabs={COMMENT_VIEWS.map((view) => ({
            value: view.status,
            label: view.label,
            count: counts.data ? count.format(counts.data[view.status]) : undefined,
          }))}
          selected={status}
          onSelect={(next) => update({ status: next === 'pending' ? '' : next })}
        />
      </div>
      <PagedListStatus
        list={list}
        page={page}
        update={update}
        loadingText="Yorumlar yükleniyor…"
        emptyText={EMPTY_TEXTS[status]}
        filteredEmptyText="Aramanızla eşleşen yorum yok."
        filtered={search !== ''}
      >
        <CommentsTable comments={list.items} status={status} />
      </PagedListStatus>
    </div>
  )
}

function CommentsTable(props: { comments: readonly AdminComment[]; status: CommentModerationStatus }) {
  const { api, siteHref } = useAdmin()
  const revalidate = useRevalidate().comments
  const reported = props.status === 'reported'
  const caption = COMMENT_VIEWS.find((view) => view.status === props.status)?.label ?? ''

  const { act, isRunning, tableRef } = useRowActions(props.comments, { after: revalidate })

  const setApproved = (comment: AdminComment, isApproved: boolean) =>
    act(comment, {
      name: 'approve',
      run: () => api.comments.approve(comment.blogId, comment.id, isApproved),
      success: isApproved
        ? `Yorum onaylandı: «${excerpt(comment.content)}»`
        : `Yorumun onayı kaldırıldı: «${excerpt(comment.content)}»`,
      // Approving, or taking it back, moves the comment to the other view.
      leaves: true,
    })

  const remove = (comment: AdminComment) =>
    act(comment, {
      name: 'delete',
      confirm: {
        title: 'Yorumu sil',
        message: `${authorOf(comment)} adlı kullanıcının «${excerpt(comment.content, 80)}» yorumu kalıcı olarak silinecek.`,
        confirmLabel: 'Sil',
        danger: true,
      },
      run: () => api.comments.remove(comment.blogId, comment.id),
      success: `Yorum silindi: «${excerpt(comment.content)}»`,
      leaves: true,
    })

  return (
    <DataTable
      tableRef={tableRef}
      className="comments-table"
      caption={`Yorumlar: ${caption}`}
      columns={
        <>
          <th scope="col">Yorum</th>
          <th scope="col">Yazı</th>
          <th scope="col" className="data-table__numeric">
            Beğeni
          </th>
          <th scope="col">Durum</th>
        </>
      }
    >
      {props.comments.map((comment) => {
        const label = commentLabel(comment)
        const busy = isRunning(comment, 'approve', 'delete')
        return (
          <tr key={comment.id} data-comment-id={comment.id}>
            <td data-label="" className="comments-table__comment">
              <div className="data-table__title">{authorOf(comment)}</div>
              <div className="data-table__sub">
                <time dateTime={comment.createdDate}>{formatDateTimeTr(comment.createdDate)}</time>
              </div>
              <CommentText text={comment.content} author={authorOf(comment)} />
              {reported && comment.reportReason ? (
                <p className="comment-report">
                  <span className="comment-report__label">
                    {comment.reportCount > 1
                      ? `Şikâyet nedeni (${count.format(comment.reportCount)} şikâyet, en son):`
                      : 'Şikâyet nedeni:'}
                  </span>{' '}
                  {comment.reportReason}
                </p>
              ) : null}
            </td>
            <td data-label="Yazı" className="comments-table__post-cell">
              <a
                href={siteHref(`/blog/${encodeURIComponent(comment.blogSlug)}`)}
                target="_blank"
                rel="noopener noreferrer"
                className="comments-table__post"
              >
                {comment.blogTitle} <span className="visually-hidden">(yeni sekmede açılır)</span>
              </a>
            </td>
            <td data-label="Beğeni" className="data-table__numeric">
              {count.format(comment.likeCount)}
            </td>
            <td data-label="Durum">
              <span className="badges">
                {comment.isApproved ? (
                  <span className="badge badge--ok">Onaylı</span>
                ) : (
                  <span className="badge badge--warning">Onay bekliyor</span>
                )}
                {comment.reportCount > 0 ? (
                  <span className="badge badge--danger">
                    {comment.reportCount === 1
                      ? 'Şikâyet edildi'
                      : `${count.format(comment.reportCount)} şikâyet`}
                  </span>
                ) : null}
              </span>
            </td>
            <RowActions name={label} busy={busy} onDelete={() => void remove(comment)}>
              {comment.isApproved ? (
                <button
                  type="button"
                  className="button button--small button--ghost"
                  aria-label={`Onayı kaldır: ${label}`}
                  disabled={busy}
                  onClick={() => void setApproved(comment, false)}
                >
                  Onayı kaldır
                </button>
              ) : (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Onayla: ${label}`}
                  disabled={busy}
                  onClick={() => void setApproved(comment, true)}
                >
                  Onayla
                </button>
              )}
            </RowActions>
          </tr>
        )
      })}
    </DataTable>
  )
}
