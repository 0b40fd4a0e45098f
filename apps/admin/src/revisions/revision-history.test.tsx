import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import { blogFixture } from '@clinic/contract/fixtures'
import type { Revision } from '@clinic/contract/revision'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { renderAdmin } from '../test-support/render-admin.tsx'

const revision = (id: number, title: string, reason: Revision['reason'], fullContent: string): Revision => ({
  id,
  locale: 'tr',
  reason,
  createdAt: `2026-05-1${id}T06:05:00.000Z`,
  userName: 'Ayşe Yönetici',
  summary: title,
  fields: { title, slug: 'diz-agrisi', fullContent, isActive: true, tags: ['Diz'] },
})

const REVISIONS = [
  revision(3, 'Diz ağrısı nasıl geçer', 'save', '<p>Yeni uzun metin</p>'),
  revision(2, 'Diz ağrısı nedir', 'save', '<p>Eski uzun metin</p>'),
  revision(1, 'Diz ağrısı', 'baseline', '<p>İlk</p>'),
]

/** A post whose title is what the last restore brought back; `restored` keeps the restore calls. */
function api() {
  const state = { title: 'Diz ağrısı nasıl geçer', restored: [] as string[] }
  const respond = (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET'
    if (url.startsWith('/api/Category')) return jsonResponse([{ id: 2, name: 'Diz' }])
    if (url === '/api/blog/7' && method === 'GET')
      return jsonResponse(blogFixture({ id: 7, slug: 'diz-agrisi', title: state.title }))
    if (url.startsWith('/api/blog/7/revisions?')) return jsonResponse(REVISIONS)
    const restore = url.match(/^\/api\/blog\/7\/revisions\/(\d+)\/restore$/)
    if (restore && method === 'POST') {
      const chosen = REVISIONS.find((one) => one.id === Number(restore[1]))!
      state.title = chosen.fields.title as string
      state.restored.push(url)
      return jsonResponse({ ...chosen, id: 4, reason: 'restore' })
    }
    const one = url.match(/^\/api\/blog\/7\/revisions\/(\d+)$/)
    if (one) return jsonResponse(REVISIONS.find((r) => r.id === Number(one[1])))
    if (url.endsWith('/translations'))
      return jsonResponse({ states: { en: 'missing', ka: 'missing', ru: 'missing' }, items: [] })
    return jsonResponse([])
  }
  return { respond, state }
}

afterEach(() => localStorage.clear())

/** Opens "Geçmiş" (closed at first: nothing is asked of the API before). */
async function openHistory(user: ReturnType<typeof userEvent.setup>) {
  const history = await screen.findByRole('region', { name: 'Geçmiş' })
  expect(within(history).queryByRole('listitem')).toBeNull()
  await user.click(within(history).getByText('Geçmiş'))
  return history
}

describe('Geçmiş on a post’s page (issue 24)', () => {
  test('lists the revisions with date, who and why in Turkish', async () => {
    const user = userEvent.setup()
    renderAdmin({ path: '/admin/blog/edit/7', respond: api().respond })
    const history = await openHistory(user)
    const items = await within(history).findAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent('13 Mayıs 2026 09:05 · Ayşe Yönetici · Kaydedildi · Şu anki hâli')
    expect(items[2]).toHaveTextContent('İlk hâli')
    // The current revision has nothing to restore.
    expect(within(items[0]!).queryByRole('button')).toBeNull()
  })

  test('two chosen revisions are compared field by field, deletions struck and insertions underlined', async () => {
    const user = userEvent.setup()
    renderAdmin({ path: '/admin/blog/edit/7', respond: api().respond })
    const history = await openHistory(user)
    await user.click(await within(history).findByRole('checkbox', { name: /Diz ağrısı nasıl geçer/ }))
    expect(within(history).getByRole('status')).toHaveTextContent('bir sürüm daha seçin')
    await user.click(within(history).getByRole('checkbox', { name: /Diz ağrısı nedir/ }))
    const comparison = await within(history).findByRole('region', { name: 'Karşılaştırma' })
    const fields = within(comparison).getAllByRole('definition')
    // Only the changed fields by default: the title and the text.
    expect(
      within(comparison)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Başlık (değişti)', 'İçerik (değişti)'])
    expect(fields[0]!.querySelector('del')).toHaveTextContent('nedir')
    expect(fields[0]!.querySelector('ins')).toHaveTextContent('nasıl geçer')
    // Rich text compared as text, never as markup.
    expect(fields[1]).toHaveTextContent(/^EskiYeni uzun metin$/)
    expect(fields[1]!.textContent).not.toContain('<p>')
    await user.click(within(comparison).getByRole('checkbox', { name: 'Yalnızca değişen alanlar' }))
    expect(
      within(comparison)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toContain('Kısa ad (slug)')
  })

  test('a restore asks first, then the form shows the restored values', async () => {
    const user = userEvent.setup()
    const { respond, state } = api()
    renderAdmin({ path: '/admin/blog/edit/7', respond })
    const history = await openHistory(user)
    const [, second] = await within(history).findAllByRole('listitem')
    await user.click(within(second!).getByRole('button', { name: 'Bu sürümü geri yükle' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Bu sürüm geri yüklensin mi?' })
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }))
    expect(state.restored).toEqual([])
    await user.click(within(second!).getByRole('button', { name: 'Bu sürümü geri yükle' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Geri yükle' }),
    )
    expect(await screen.findByText('Sürüm geri yüklendi.')).toBeInTheDocument()
    expect(state.restored).toEqual(['/api/blog/7/revisions/2/restore'])
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Başlık/ })).toHaveValue('Diz ağrısı nedir'),
    )
  })
})
