import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { draftFixture, postFormAnswer, previewLinksApi } from '../test-support/fake-drafts.ts'
import { renderAdmin } from '../test-support/render-admin.tsx'
import { unpublishMarks } from './draft-list.ts'

/** A live post 7 with an English translation; the unpublish times and a new draft's links as the API keeps them. */
function api() {
  const previews = previewLinksApi('/api/blog/drafts/5', {
    firstId: 9,
    expiresAt: '2026-12-03T06:00:00.000Z',
    createdAt: '2026-11-26T06:00:00.000Z',
    urlOf: () => `https://klinik.example/onizleme/${'a'.repeat(43)}`,
  })
  const state = {
    times: {} as Record<string, string | null>,
    puts: [] as Array<{ url: string; body: unknown }>,
    calls: [] as string[],
  }
  const respond = (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET'
    state.calls.push(`${method} ${url}`)
    const form = postFormAnswer(url, method, { title: 'Diz ağrısı', english: true })
    if (form) return form
    const one = url.match(/^\/api\/blog\/7\/unpublish-schedule\?locale=(\w+)$/)
    if (one) {
      const locale = one[1]!
      if (method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { unpublishAt: string | null }
        state.puts.push({ url, body })
        if (body.unpublishAt && new Date(body.unpublishAt).getTime() < Date.now())
          return jsonResponse({ message: 'Yayından kaldırma zamanı gelecekte olmalıdır.' }, { status: 400 })
        state.times[locale] = body.unpublishAt
      }
      return jsonResponse({ kind: 'blog', itemId: 7, locale, unpublishAt: state.times[locale] ?? null })
    }
    if (url === '/api/blog/drafts/5' && method === 'GET')
      return jsonResponse(
        draftFixture({ id: 5, itemId: null, fields: { title: 'Yeni yazı' }, baseUpdatedAt: null }),
      )
    const preview = previews.respond(url, init)
    if (preview) return preview
    if (url.includes('/draft')) return jsonResponse({ message: 'Taslak bulunamadı.' }, { status: 404 })
    return jsonResponse([])
  }
  return { respond, state }
}

afterEach(() => localStorage.clear())

describe('Yayından kaldırma on a post’s form (decision 0286)', () => {
  test('saves a time entered as Istanbul time, shows it, and clears it', async () => {
    const user = userEvent.setup()
    const fake = api()
    renderAdmin({ path: '/admin/blog/edit/7', respond: fake.respond })
    const panel = await screen.findByRole('region', { name: 'Yayından kaldırma' })
    const input = within(panel).getByLabelText('Yayından kaldırma zamanı (İstanbul saatiyle)')
    fireEvent.change(input, { target: { value: '2099-11-28T09:00' } })
    await user.click(within(panel).getByRole('button', { name: 'Zamanı kaydet' }))
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Yayından kalkacak: 28 Kasım 2099 09:00 (İstanbul saatiyle)',
    )
    expect(fake.state.puts[0]).toEqual({
      url: '/api/blog/7/unpublish-schedule?locale=tr',
      body: { unpublishAt: '2099-11-28T09:00:00+03:00' },
    })
    await user.click(within(panel).getByRole('button', { name: 'Zamanı kaldır' }))
    await waitFor(() => expect(within(panel).queryByRole('status')).toBeNull())
    expect(fake.state.puts[1]!.body).toEqual({ unpublishAt: null })
  })

  test('a past time shows the server’s Turkish message by the field', async () => {
    const user = userEvent.setup()
    const fake = api()
    renderAdmin({ path: '/admin/blog/edit/7', respond: fake.respond })
    const panel = await screen.findByRole('region', { name: 'Yayından kaldırma' })
    const input = within(panel).getByLabelText('Yayından kaldırma zamanı (İstanbul saatiyle)')
    fireEvent.change(input, { target: { value: '2020-01-01T09:00' } })
    await user.click(within(panel).getByRole('button', { name: 'Zamanı kaydet' }))
    expect(await within(panel).findByText('Yayından kaldırma zamanı gelecekte olmalıdır.')).toBeVisible()
    expect(input).toHaveAttribute('aria-invalid', 'true')
  })

  test('the list marks read "Yayından kalkacak: 28 Kasım 09:00", a translation’s with its language', () => {
    const now = new Date('2026-11-27T00:00:00Z')
    expect(
      unpublishMarks(
        [
          { kind: 'blog', itemId: 7, locale: 'tr', unpublishAt: '2026-11-28T06:00:00.000Z' },
          { kind: 'blog', itemId: 7, locale: 'en', unpublishAt: '2026-11-29T06:00:00.000Z' },
        ],
        now,
      ),
    ).toEqual(['Yayından kalkacak: 28 Kasım 09:00', 'Yayından kalkacak (İngilizce): 29 Kasım 09:00'])
  })
})

describe('Önizleme bağlantısı on a new post’s form once its draft exists (decision 0286)', () => {
  test('creates, lists and revokes the draft’s link', async () => {
    const user = userEvent.setup()
    const fake = api()
    renderAdmin({ path: '/admin/blog/create?taslak=5', respond: fake.respond })
    const panel = await screen.findByRole('region', { name: 'Önizleme bağlantısı' })
    expect(within(panel).queryByRole('combobox', { name: 'Dil' })).toBeNull()
    await user.click(within(panel).getByRole('button', { name: 'Önizleme bağlantısı oluştur' }))
    expect(await within(panel).findByRole('textbox', { name: /Yeni bağlantı \(Türkçe\)/ })).toHaveValue(
      `https://klinik.example/onizleme/${'a'.repeat(43)}`,
    )
    expect(fake.state.calls).toContain('POST /api/blog/drafts/5/preview-link')
    const items = await within(panel).findAllByRole('listitem')
    await user.click(within(items[0]!).getByRole('button', { name: /^İptal et/ }))
    await waitFor(() => expect(within(panel).getByText('Etkin önizleme bağlantısı yok.')).toBeVisible())
    expect(fake.state.calls).toContain('DELETE /api/blog/drafts/5/preview-links/9')
  })

  test('a new post without a draft yet has no preview panel', async () => {
    renderAdmin({ path: '/admin/blog/create', respond: api().respond })
    await screen.findByRole('textbox', { name: 'Başlık' })
    expect(screen.queryByRole('region', { name: 'Önizleme bağlantısı' })).toBeNull()
  })
})
