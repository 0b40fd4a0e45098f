import type { BlogSummary } from '@clinic/contract/blog'
import type { OperationSummary } from '@clinic/contract/operation'
import { DEFAULT_IMAGE, resolveMediaUrl } from '@clinic/ui/lib/defaults'
import { formatDate } from '@clinic/ui/lib/i18n/dates'
// The log texts alone: texts.ts reads the whole Turkish catalogue, which this page-wide script has no use for.
import { MOST_READ_BLOGS_ERROR_LOG, MOST_READ_OPERATIONS_ERROR_LOG } from '@clinic/ui/lib/i18n/logs'
import { MOST_READ_COUNT } from '@clinic/ui/lib/most-read'
import { clientConfig } from '../client/config.ts'
import { publicApi } from '../client/public-api.ts'
import { type MostReadRow, mostReadRow } from '../lib/most-read-row.ts'

/** A list item like the built ones, for an item the build did not know; every value goes in as text. */
function newItem(row: MostReadRow): HTMLLIElement {
  const li = document.createElement('li')
  li.className = 'mini-item'
  li.dataset.id = String(row.id)
  const img = document.createElement('img')
  img.className = 'mini-item__image'
  img.alt = ''
  img.width = 76
  img.height = 57
  img.loading = 'lazy'
  img.src =
    row.imagePath === DEFAULT_IMAGE ? row.imagePath : resolveMediaUrl(row.imagePath, clientConfig().apiUrl)
  const body = document.createElement('div')
  const link = document.createElement('a')
  link.className = 'mini-item__title'
  link.href = row.href
  link.textContent = row.title
  const meta = document.createElement('span')
  meta.className = 'mini-item__meta'
  const time = document.createElement('time')
  time.dateTime = row.publishedDate
  time.textContent = row.date
  meta.append(`${row.authorName} · `, time)
  body.append(link, meta)
  li.append(img, body)
  return li
}

async function refresh(widget: HTMLElement) {
  const kind = widget.dataset.mostRead === 'operation' ? 'operation' : 'blog'
  // The page's language (issue 23): its items, with their texts and slugs, under its addresses.
  const locale = document.documentElement.lang
  const translated = locale !== 'tr' && /^[a-z]{2}$/.test(locale)
  const query = {
    sort: 'views',
    page: 1,
    pageSize: MOST_READ_COUNT,
    ...(translated ? { locale: locale as 'en' } : {}),
  } as const
  let items: Array<BlogSummary | OperationSummary>
  try {
    items = kind === 'blog' ? await publicApi().blog.list(query) : await publicApi().operations.list(query)
  } catch (error) {
    console.error(kind === 'blog' ? MOST_READ_BLOGS_ERROR_LOG : MOST_READ_OPERATIONS_ERROR_LOG, error)
    return
  }
  const list = widget.querySelector<HTMLOListElement>('[data-most-read-list]')
  const current = [...(list?.children ?? [])].map((li) => (li as HTMLElement).dataset.id)
  if (items.length === 0 || items.map((i) => String(i.id)).join() === current.join()) return
  const byId = new Map([...(list?.children ?? [])].map((li) => [(li as HTMLElement).dataset.id, li]))
  const ol = list ?? document.createElement('ol')
  ol.className = 'mini-list'
  ol.dataset.mostReadList = ''
  // Dates in the page's language; the widget carries that language's texts for a missing or broken date.
  const dateTexts = JSON.parse(widget.dataset.dateTexts ?? '{}')
  const date = (value: string) => formatDate(locale, value, dateTexts)
  ol.replaceChildren(
    ...items.map((item) => {
      const known = byId.get(String(item.id))
      if (known) return known
      const row = mostReadRow(kind, item, date, widget.dataset.defaultAuthor ?? '')
      return newItem(translated ? { ...row, href: `/${locale}${row.href}` } : row)
    }),
  )
  if (!list) widget.querySelector('[data-most-read-empty]')?.replaceWith(ol)
}

/** Views keep coming after a page is built: when the browser is idle, the most-read lists take the live order. */
export function setUpMostRead(): void {
  const widgets = document.querySelectorAll<HTMLElement>('[data-most-read]')
  if (widgets.length === 0) return
  const run = () => {
    for (const widget of widgets) void refresh(widget)
  }
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 4000 })
  else setTimeout(run, 2000)
}
