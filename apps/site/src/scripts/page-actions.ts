import type { BlogLikeState } from '@clinic/contract/blog'
import { publicApi } from '../client/public-api.ts'
import { track } from './analytics.ts'

type Kind = 'blog' | 'operation'

const VIEWED_PREFIX = 'clinic.viewed.'
/** Where this browser kept its likes before the server knew each visitor's own; removed on sight. */
const FORMER_LIKED_KEY = 'clinic.liked-posts'
const BOOKMARKS_KEY = 'clinic.bookmarks'

function readList(storage: Storage, key: string): string[] {
  try {
    const value = JSON.parse(storage.getItem(key) ?? '[]') as unknown
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

function writeList(storage: Storage, key: string, list: string[]) {
  try {
    storage.setItem(key, JSON.stringify(list))
  } catch {}
}

/** One view per visit (this tab's session), whatever the reloads. */
function firstVisit(kind: Kind, id: string): boolean {
  try {
    const key = `${VIEWED_PREFIX}${kind}.${id}`
    if (sessionStorage.getItem(key)) return false
    sessionStorage.setItem(key, '1')
    return true
  } catch {
    return true
  }
}

/**
 * Like and unlike. The server says whether this visitor likes the post (the member's account, else the API's
 * cookie) and how many do, on every load: the built page's count is older, and a like given in another tab or
 * browser of the same member shows too. Until it answers, the build's count stays and the button reads "not liked";
 * a click then likes, which a like already given leaves as it is.
 */
function setUpLike(root: HTMLElement, id: string) {
  const button = root.querySelector<HTMLButtonElement>('[data-like]')
  if (!button) return
  const count = root.querySelector('[data-like-count]')
  const likes = publicApi().likes
  // Only the answer to the latest call is shown: the first read may come back after a quick click's like.
  let latest = 0
  const call = async (send: () => Promise<BlogLikeState>) => {
    const mine = ++latest
    const state = await send()
    if (mine !== latest) return
    button.setAttribute('aria-pressed', String(state.liked))
    if (count) count.textContent = String(state.likes)
  }
  const refresh = () => call(() => likes.state(Number(id))).catch(() => {})
  try {
    localStorage.removeItem(FORMER_LIKED_KEY)
  } catch {}
  void refresh()
  button.addEventListener('click', async () => {
    const liked = button.getAttribute('aria-pressed') === 'true'
    button.disabled = true
    try {
      await call(() => (liked ? likes.unlike(Number(id)) : likes.like(Number(id))))
    } catch {
      // Logged by the client as 'API Hatası'. The server's view wins (a refused token has just become a guest).
      await refresh()
    } finally {
      button.disabled = false
    }
  })
}

/** The bookmark toggle: remembered in this browser. */
function setUpBookmark(root: HTMLElement, kind: Kind, id: string) {
  const button = root.querySelector<HTMLButtonElement>('[data-bookmark]')
  const label = button?.querySelector('[data-bookmark-label]')
  if (!button) return
  const key = `${kind}:${id}`
  const render = (on: boolean) => {
    button.setAttribute('aria-pressed', String(on))
    if (label) label.textContent = (on ? button.dataset.saved : button.dataset.save) ?? ''
  }
  render(readList(localStorage, BOOKMARKS_KEY).includes(key))
  button.addEventListener('click', () => {
    const list = readList(localStorage, BOOKMARKS_KEY)
    const on = !list.includes(key)
    writeList(localStorage, BOOKMARKS_KEY, on ? [...list, key] : list.filter((x) => x !== key))
    render(on)
  })
}

/** A post or operation page: counts the visit, shows live like counts, reports blog_read / operation_view. */
export function setUpPageActions(): void {
  const root = document.querySelector<HTMLElement>('[data-page-actions]')
  if (!root) return
  const kind = root.dataset.kind as Kind
  const id = root.dataset.id ?? ''
  const slug = root.dataset.slug ?? ''
  setUpBookmark(root, kind, id)
  if (kind === 'blog') {
    setUpLike(root, id)
    if (firstVisit(kind, id))
      publicApi()
        .blog.view(Number(id))
        .catch(() => {})
    const end = document.querySelector('[data-article-end]')
    if (end) {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect()
          track('blog_read', { slug })
        }
      })
      observer.observe(end)
    }
  } else {
    if (firstVisit(kind, id))
      publicApi()
        .operations.view(Number(id))
        .catch(() => {})
    track('operation_view', { slug })
  }
}
