import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { postFormAnswer, previewLinksApi } from '../test-support/fake-drafts.ts'
import { renderAdmin } from '../test-support/render-admin.tsx'

const URL_OF = (n: number) => `https://klinik.example/onizleme/${String(n).repeat(43).slice(0, 43)}`

/** A post with an English translation; the links made and revoked are kept as the API would. */
function api() {
  const previews = previewLinksApi('/api/blog/7', {
    firstId: 1,
    expiresAt: '2026-11-27T06:00:00.000Z',
    createdAt: '2026-11-20T06:00:00.000Z',
    urlOf: URL_OF,
  })
  const state = { calls: [] as string[] }
  const respond = (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET'
    state.calls.push(`${method} ${url}`)
    return (
      postFormAnswer(url, method, { title: 'Diz ağrısı', english: true }) ??
      previews.respond(url, init) ??
      jsonResponse([])
    )
  }
  return { respond, state }
}

afterEach(() => localStorage.clear())

describe('Önizleme bağlantısı on a post’s page (issue 24)', () => {
  test('creates a link in the chosen language, shows it with Kopyala and its expiry, lists and revokes it', async () => {
    const user = userEvent.setup()
    const fake = api()
    renderAdmin({ path: '/admin/blog/edit/7', respond: fake.respond })
    const panel = await screen.findByRole('region', { name: 'Önizleme bağlantısı' })
    expect(await within(panel).findByText('Etkin önizleme bağlantısı yok.')).toBeInTheDocument()

    await user.selectOptions(await within(panel).findByRole('combobox', { name: 'Dil' }), 'en')
    await user.click(within(panel).getByRole('button', { name: 'Önizleme bağlantısı oluştur' }))
    const field = await within(panel).findByRole('textbox', { name: /Yeni bağlantı \(İngilizce\)/ })
    expect(field).toHaveValue(URL_OF(1))
    expect(
      within(panel).getByText(/Son geçerlilik: 27 Kasım 2026 09:00/, { selector: 'label' }),
    ).toBeVisible()
    expect(within(panel).getByRole('button', { name: 'Kopyala' })).toBeVisible()
    expect(fake.state.calls).toContain('POST /api/blog/7/preview-link?locale=en')

    const items = await within(panel).findAllByRole('listitem')
    expect(items).toHaveLength(1)
    expect(items[0]).toHaveTextContent('İngilizce · Son geçerlilik: 27 Kasım 2026 09:00 · Ayşe Yönetici')
    await user.click(within(items[0]!).getByRole('button', { name: /^İptal et/ }))
    await waitFor(() => expect(within(panel).getByText('Etkin önizleme bağlantısı yok.')).toBeVisible())
    expect(within(panel).queryByRole('textbox', { name: /Yeni bağlantı/ })).toBeNull()
    expect(fake.state.calls).toContain('DELETE /api/blog/7/preview-links/1')
  })
})
