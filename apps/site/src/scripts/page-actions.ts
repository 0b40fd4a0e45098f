import { track } from './analytics.ts'
import { publicApi } from './api.ts'

type Kind = 'blog' | 'operation'

const VIEWED_PREFIX = 'clinic.viewed.'
/** The last like count this tab saw for a post: the built page's count is older than the visitor's own like. */
const LIKES_PREFIX = 'clinic.likes.blog.'
const LIKED_KEY = 'clinic.liked-posts'
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

function showLikes(root: HTMLElement, id: string, likes: number) {
  const count = root.querySelector('[data-like-count]')
  if (count) count.textContent = String(likes)
  try {
    sessionStorage.setItem(`${LIKES_PREFIX}${id}`, String(likes))
  } catch {}
}

function lastSeenLikes(id: string): number | null {
  try {
    const value = Number.parseInt(sessionStorage.getItem(`${LIKES_PREFIX}${id}`) ?? '', 10)
    return Number.isNaN(value) ? null : value
  } catch {
    return null
  }
}

/** Like and unlike; the visitor's own like is remembered in this browser so the button knows which to send. */
function setUpLike(root: HTMLElement, id: string) {
  const button = root.querySelector<HTMLButtonElement>('[data-like]')
  if (!button) return
  const liked = () => readList(localStorage, LIKED_KEY).includes(id)
  button.setAttribute('aria-pressed', String(liked()))
  button.addEventListener('click', async () => {
    const wasLiked = liked()
    button.disabled = true
    try {
      const blog = publicApi().blog
      const counters = wasLiked ? await blog.unlike(Number(id)) : await blog.like(Number(id))
      const list = readList(localStorage, LIKED_KEY).filter((x) => x !== id)
      writeList(localStorage, LIKED_KEY, wasLiked ? list : [...list, id])
      button.setAttribute('aria-pressed', String(!wasLiked))
      showLikes(root, id, counters.likes)
    } catch {
      // Logged by the client as 'API Hatası'; the button stays as it was.
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
    if (label) label.textContent = on ? 'Kaydedildi' : 'Kaydet'
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
        .then((c) => showLikes(root, id, c.likes))
        .catch(() => {})
    else {
      const likes = lastSeenLikes(id)
      if (likes !== null) showLikes(root, id, likes)
    }
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
