import { pageWindow } from '../lib/page-window.ts'

const count = new Intl.NumberFormat('tr-TR')

/** "21–40 / 132 kayıt" and the page links of a list; nothing when everything fits on one page. */
export function Pagination(props: {
  page: number
  pageSize: number
  total: number
  onPage(page: number): void
}) {
  const { page, pageSize, total } = props
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  return (
    <div className="pager">
      <p className="pager__summary muted">
        {total === 0
          ? '0 kayıt'
          : `${count.format(first)}–${count.format(last)} / ${count.format(total)} kayıt`}
      </p>
      {pages > 1 ? (
        <nav aria-label="Sayfalar">
          <ul className="pager__list">
            <li>
              <button
                type="button"
                className="pager__button"
                disabled={page <= 1}
                onClick={() => props.onPage(page - 1)}
              >
                Önceki
              </button>
            </li>
            {pageWindow(page, pages).map((item, index) =>
              item === null ? (
                <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item}>
                  <button
                    type="button"
                    className="pager__button"
                    aria-current={item === page ? 'page' : undefined}
                    aria-label={`Sayfa ${item}`}
                    onClick={() => props.onPage(item)}
                  >
                    {item}
                  </button>
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                className="pager__button"
                disabled={page >= pages}
                onClick={() => props.onPage(page + 1)}
              >
                Sonraki
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
