import type { SitePublishState } from '@clinic/contract/site-publish'
import { ADMIN, waitFor } from './product.ts'

/** An admin's token on one server (every replica accepts it: one secret under the shared data folder). */
export async function adminToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/Account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, rememberMe: false }),
  })
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { token: string }).token
}

export async function publishState(baseUrl: string, token: string): Promise<SitePublishState> {
  const res = await fetch(`${baseUrl}/api/site/publish`, { headers: { authorization: `Bearer ${token}` } })
  if (!res.ok) throw new Error(`publish state: ${res.status}`)
  return (await res.json()) as SitePublishState
}

/** Waits until nothing is being or waiting to be published, and answers that state. */
export function settled(baseUrl: string, token: string, timeoutMs = 120_000): Promise<SitePublishState> {
  return waitFor(
    'publishing to settle',
    async () => {
      const state = await publishState(baseUrl, token)
      return state.building || state.pending ? undefined : state
    },
    timeoutMs,
  )
}

/** Waits until the served page holds `text`, and answers how long that took. */
export async function pageShows(url: string, text: string, timeoutMs = 60_000): Promise<number> {
  const started = Date.now()
  await waitFor(
    `${url} to show "${text}"`,
    async () => ((await (await fetch(url)).text()).includes(text) ? true : undefined),
    timeoutMs,
  )
  return Date.now() - started
}

/** Replaces a post's title (and keeps its slug) through the admin's multipart call. */
export async function retitlePost(
  baseUrl: string,
  token: string,
  post: { id: number; slug: string },
  title: string,
  fields: Record<string, string | File> = {},
): Promise<void> {
  const form = new FormData()
  form.set('Title', title)
  form.set('Slug', post.slug)
  form.set('IsActive', 'true')
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  const res = await fetch(`${baseUrl}/api/blog/${post.id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  if (!res.ok) throw new Error(`saving post ${post.id}: ${res.status} ${await res.text()}`)
}

export async function firstPost(
  baseUrl: string,
): Promise<{ id: number; slug: string; title: string; imagePath: string | null }> {
  const posts = (await (await fetch(`${baseUrl}/api/blog?pageSize=1`)).json()) as Array<{
    id: number
    slug: string
    title: string
    imagePath: string | null
  }>
  if (!posts[0]) throw new Error('no post')
  return posts[0]
}
