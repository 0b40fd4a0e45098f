import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import type { Draft } from '@clinic/contract/draft'
import { blogFixture } from '@clinic/contract/fixtures'
import type { PreviewLinkSummary } from '@clinic/contract/preview'
import { fixture, requestOf } from './fake-api.ts'

/** A server draft as the API answers it: live post 7's Turkish draft, last saved by Ayşe Yönetici. */
export const draftFixture = fixture<Draft>({
  id: 3,
  kind: 'blog',
  itemId: 7,
  locale: 'tr',
  fields: { title: 'Diz' },
  version: 2,
  baseUpdatedAt: '2026-11-26T10:00:00.000Z',
  liveChanged: false,
  publishAt: null,
  scheduleError: null,
  updatedByName: 'Ayşe Yönetici',
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T11:32:00.000Z',
})

/**
 * What a post's form asks before its draft, schedule and preview panels do: the categories, live post 7 (titled
 * `title`) and its languages' states, every language missing or, with `english`, an inactive English translation.
 * Null for any other request, which the test's own fake answers.
 */
export function postFormAnswer(
  url: string,
  method: string,
  post: { title: string; english: boolean },
): Response | null {
  if (url.startsWith('/api/Category')) return jsonResponse([{ id: 2, name: 'Diz' }])
  if (url === '/api/blog/7' && method === 'GET')
    return jsonResponse(blogFixture({ id: 7, slug: 'diz-agrisi', title: post.title }))
  if (url.endsWith('/translations'))
    return jsonResponse(
      post.english
        ? {
            states: { en: 'inactive', ka: 'missing', ru: 'missing' },
            items: [{ id: 1, itemId: 7, locale: 'en', title: 'Knee pain' }],
          }
        : { states: { en: 'missing', ka: 'missing', ru: 'missing' }, items: [] },
    )
  return null
}

/**
 * The preview links of one target as the API keeps them (`base`: a live post's '/api/blog/7' or a new post's draft,
 * '/api/blog/drafts/5'): made with POST …/preview-link (in the `?locale=` language, Turkish without one), numbered from
 * `firstId`, listed with GET …/preview-links and revoked with DELETE …/preview-links/{id}. Null for other requests.
 */
export function previewLinksApi(
  base: string,
  link: { firstId: number; expiresAt: string; createdAt: string; urlOf(id: number): string },
) {
  const state = { links: [] as PreviewLinkSummary[], made: 0 }
  const respond = (raw: string, init: RequestInit): Response | null => {
    const { url, path, method } = requestOf(raw, init)
    if (path === `${base}/preview-link` && method === 'POST') {
      const id = link.firstId + state.made
      state.made += 1
      const summary: PreviewLinkSummary = {
        id,
        locale: (url.searchParams.get('locale') ?? 'tr') as PreviewLinkSummary['locale'],
        expiresAt: link.expiresAt,
        createdAt: link.createdAt,
        createdBy: 'Ayşe Yönetici',
      }
      state.links.unshift(summary)
      return jsonResponse(
        { id, url: link.urlOf(id), expiresAt: summary.expiresAt, locale: summary.locale },
        { status: 201 },
      )
    }
    if (path === `${base}/preview-links` && method === 'GET') return jsonResponse(state.links)
    const revoke = path.startsWith(`${base}/preview-links/`) && method === 'DELETE'
    if (revoke) {
      const id = Number(path.slice(`${base}/preview-links/`.length))
      state.links = state.links.filter((one) => one.id !== id)
      return new Response(null, { status: 204 })
    }
    return null
  }
  return { respond, state }
}
