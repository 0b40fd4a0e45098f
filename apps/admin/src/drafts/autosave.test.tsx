import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { draftFixture, postFormAnswer } from '../test-support/fake-drafts.ts'
import { renderAdmin } from '../test-support/render-admin.tsx'
import { AUTOSAVE_DELAY_MS } from './use-server-draft.ts'

/** A live post 7 and its server draft (absent until the first autosave); records the draft calls. */
function api(options: { draftTitle?: string } = {}) {
  const state = {
    version: options.draftTitle ? 4 : 0,
    title: options.draftTitle,
    puts: [] as Array<{ fields: Record<string, string>; version?: number }>,
    published: [] as string[],
  }
  const draft = () =>
    draftFixture({ fields: state.title === undefined ? {} : { title: state.title }, version: state.version })
  const respond = (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET'
    const form = postFormAnswer(url, method, { title: 'Yayındaki başlık', english: false })
    if (form) return form
    if (url === '/api/blog/7/draft?locale=tr' && method === 'GET')
      return state.title === undefined
        ? jsonResponse({ message: 'Taslak bulunamadı.' }, { status: 404 })
        : jsonResponse(draft())
    if (url === '/api/blog/7/draft?locale=tr' && method === 'PUT') {
      const body = JSON.parse(String(init.body))
      state.puts.push(body)
      state.title = body.fields.title
      state.version += 1
      return jsonResponse(draft())
    }
    if (url === '/api/blog/7/draft/publish?locale=tr' && method === 'POST') {
      state.published.push(url)
      return jsonResponse({ kind: 'blog', itemId: 7, locale: 'tr' })
    }
    if (url === '/api/blog/drafts' && method === 'POST') {
      const body = JSON.parse(String(init.body))
      state.puts.push(body)
      state.title = body.fields.title
      state.version = 1
      return jsonResponse({ ...draft(), id: 9, itemId: null, baseUpdatedAt: null }, { status: 201 })
    }
    return jsonResponse([])
  }
  return { respond, state }
}

afterEach(() => localStorage.clear())

describe('server autosave on a post’s form (decision 0283)', () => {
  test('a change is written to the server draft a few seconds after the last keystroke, with its version', async () => {
    const user = userEvent.setup()
    const fake = api()
    renderAdmin({ path: '/admin/blog/edit/7', respond: fake.respond })
    const title = await screen.findByRole('textbox', { name: 'Başlık' })
    await user.clear(title)
    await user.type(title, 'Taslak başlık')
    const bar = screen.getByRole('region', { name: 'Taslak' })
    expect(fake.state.puts).toHaveLength(0)
    await waitFor(() => expect(fake.state.puts).toHaveLength(1), { timeout: AUTOSAVE_DELAY_MS + 3000 })
    expect(fake.state.puts[0]).toMatchObject({ fields: { title: 'Taslak başlık' }, version: 0 })
    await waitFor(() =>
      expect(within(bar).getByRole('status')).toHaveTextContent(/^Taslak kaydedildi \d\d:\d\d$/),
    )
    expect(
      screen.getByText('Değişiklikler sunucudaki taslakta; yayındaki metin değişmedi.'),
    ).toBeInTheDocument()
    // Typing and the 3 s delay take ~4.5 s on a loaded machine: more than vitest's default 5 s would allow.
  }, 15_000)

  test('a new post’s first autosave creates its draft; the save bar says it is not on the site yet', async () => {
    const user = userEvent.setup()
    const fake = api()
    renderAdmin({ path: '/admin/blog/create', respond: fake.respond })
    await user.type(await screen.findByRole('textbox', { name: 'Başlık' }), 'Yeni taslak')
    await waitFor(() => expect(fake.state.puts).toHaveLength(1), { timeout: AUTOSAVE_DELAY_MS + 3000 })
    expect(fake.state.puts[0]).toMatchObject({ fields: { title: 'Yeni taslak' } })
    expect(
      await screen.findByText('Değişiklikler sunucudaki taslakta; sitede henüz yok.'),
    ).toBeInTheDocument()
  }, 15_000)

  test('the form opens on its server draft, and "Yayınla" publishes it', async () => {
    const user = userEvent.setup()
    const fake = api({ draftTitle: 'Sunucudaki taslak' })
    renderAdmin({ path: '/admin/blog/edit/7', respond: fake.respond })
    expect(await screen.findByRole('textbox', { name: 'Başlık' })).toHaveValue('Sunucudaki taslak')
    const bar = screen.getByRole('region', { name: 'Taslak' })
    expect(within(bar).getByRole('status')).toHaveTextContent('Taslak kaydedildi')
    await user.click(within(bar).getByRole('button', { name: 'Yayınla' }))
    await waitFor(() => expect(fake.state.published).toHaveLength(1))
    // Opening a draft is not a change: nothing was written again before the publish.
    expect(fake.state.puts).toHaveLength(0)
  })
})
