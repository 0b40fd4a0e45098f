import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import type { Blog } from '@clinic/contract/blog'
import { blogFixture } from '@clinic/contract/fixtures'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { renderAdmin } from '../../test-support/render-admin.tsx'

function blog(overrides: Partial<Blog> = {}): Blog {
  return blogFixture({
    id: 7,
    slug: 'diz-agrisi',
    title: 'Diz ağrısı',
    shortDescription: 'Kısa',
    fullContent: '<p>Metin</p>',
    authorName: 'Dr. Ayşe',
    publishedDate: '2026-05-14T06:05:00.000Z',
    categoryId: 2,
    categoryName: 'Diz',
    viewCount: 1234,
    ...overrides,
  })
}

const CATEGORIES = [
  { id: 2, name: 'Diz' },
  { id: 3, name: 'Omuz' },
]

/** The API of this screen: the admin list (with X-Total-Count), categories, status, delete. */
function api(rows: Blog[], total = rows.length) {
  return (url: string, init: RequestInit) => {
    if (url.startsWith('/api/Category')) return jsonResponse(CATEGORIES)
    if (url.startsWith('/api/blog/admin'))
      return jsonResponse(rows, { headers: { 'x-total-count': String(total) } })
    if (/\/status$/.test(url))
      return jsonResponse({ ...rows[0], isActive: JSON.parse(String(init.body)).isActive })
    if (init.method === 'DELETE') return new Response(null, { status: 204 })
    return jsonResponse({ message: 'beklenmeyen çağrı' }, { status: 500 })
  }
}

const listCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith('/api/blog/admin'))

describe('the blog list', () => {
  test('shows every post with its category, state, views and date, and asks for the first page', async () => {
    const { calls } = renderAdmin({ path: '/admin/blogs', respond: api([blog()]) })
    const row = (await screen.findByRole('link', { name: 'Diz ağrısı' })).closest('tr')!
    expect(within(row).getByText('Diz')).toBeInTheDocument()
    expect(within(row).getByRole('switch', { name: 'Yayında: Diz ağrısı' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    expect(within(row).getByText('1.234')).toBeInTheDocument()
    expect(within(row).getByText('14 Mayıs 2026')).toBeInTheDocument()
    expect(within(row).getByRole('link', { name: 'Düzenle: Diz ağrısı' })).toHaveAttribute(
      'href',
      '/admin/blog/edit/7',
    )
    expect(listCalls(calls)[0]?.url).toBe('/api/blog/admin?page=1&pageSize=20')
  })

  test('searches, filters and sorts through the API, and keeps the choice in the address', async () => {
    const user = userEvent.setup()
    const { calls, router } = renderAdmin({ path: '/admin/blogs', respond: api([blog()]) })
    await screen.findByRole('link', { name: 'Diz ağrısı' })
    await user.type(screen.getByRole('searchbox', { name: 'Ara' }), 'menisküs{Enter}')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), 'Omuz')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Durum' }), 'Yayında değil')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sıralama' }), 'En çok okunan')
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url).toBe(
        '/api/blog/admin?page=1&pageSize=20&search=menisk%C3%BCs&active=false&sort=views&categoryId=3',
      ),
    )
    expect(router.state.location.search).toBe('?search=menisk%C3%BCs&group=3&active=false&sort=views')
  })

  test('"Çevirisi eksik" asks the API for the posts missing a language, and keeps it in the address', async () => {
    const user = userEvent.setup()
    const { calls, router } = renderAdmin({ path: '/admin/blogs', respond: api([blog()]) })
    await screen.findByRole('link', { name: 'Diz ağrısı' })
    const filter = screen.getByRole('combobox', { name: 'Çevirisi eksik' })
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tümü', 'İngilizce', 'Gürcüce', 'Rusça'])
    await user.selectOptions(filter, 'Gürcüce')
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url).toBe('/api/blog/admin?page=1&pageSize=20&needsTranslation=ka'),
    )
    expect(router.state.location.search).toBe('?needsTranslation=ka')
    // "Tümü" is the whole list again (its first answer is still cached).
    await user.selectOptions(filter, 'Tümü')
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  test('a linked "Çevirisi eksik" filter is read from the address', async () => {
    const { calls } = renderAdmin({ path: '/admin/blogs?needsTranslation=ru', respond: api([]) })
    expect(await screen.findByText('Bu aramaya ya da filtrelere uyan kayıt yok.')).toBeInTheDocument()
    expect(listCalls(calls)[0]?.url).toBe('/api/blog/admin?page=1&pageSize=20&needsTranslation=ru')
    expect(screen.getByRole('combobox', { name: 'Çevirisi eksik' })).toHaveValue('ru')
  })

  test('an unknown language in the address asks for the whole list', async () => {
    const { calls } = renderAdmin({ path: '/admin/blogs?needsTranslation=de', respond: api([blog()]) })
    await screen.findByRole('link', { name: 'Diz ağrısı' })
    expect(listCalls(calls)[0]?.url).toBe('/api/blog/admin?page=1&pageSize=20')
  })

  test('pages through a long list', async () => {
    const user = userEvent.setup()
    const { calls } = renderAdmin({ path: '/admin/blogs', respond: api([blog()], 45) })
    expect(await screen.findByText('1–20 / 45 kayıt')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sayfa 3' }))
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toBe('/api/blog/admin?page=3&pageSize=20'))
    expect(await screen.findByText('41–45 / 45 kayıt')).toBeInTheDocument()
  })

  test('says so when there is nothing, and differently when filters hide everything', async () => {
    renderAdmin({ path: '/admin/blogs', respond: api([]) })
    expect(await screen.findByText('Henüz blog yazısı yok.')).toBeInTheDocument()
  })

  test('says when filters leave nothing', async () => {
    renderAdmin({ path: '/admin/blogs?search=yok', respond: api([]) })
    expect(await screen.findByText('Bu aramaya ya da filtrelere uyan kayıt yok.')).toBeInTheDocument()
  })

  test('shows the refusal and tries again', async () => {
    const user = userEvent.setup()
    let fail = true
    const ok = api([blog()])
    renderAdmin({
      path: '/admin/blogs',
      respond: (url, init) =>
        fail && url.startsWith('/api/blog/admin')
          ? jsonResponse({ message: 'Sunucu şu anda yanıt veremiyor.' }, { status: 503 })
          : ok(url, init),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Sunucu şu anda yanıt veremiyor.')
    fail = false
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }))
    expect(await screen.findByRole('link', { name: 'Diz ağrısı' })).toBeInTheDocument()
  })

  test('takes a post off the site with its switch and says so', async () => {
    const user = userEvent.setup()
    const { calls } = renderAdmin({ path: '/admin/blogs', respond: api([blog()]) })
    await user.click(await screen.findByRole('switch', { name: 'Yayında: Diz ağrısı' }))
    expect(await screen.findByText('«Diz ağrısı» yayından kaldırıldı.')).toBeInTheDocument()
    const put = calls.find((c) => c.url === '/api/blog/7/status')
    expect(put?.init.method).toBe('PUT')
    expect(JSON.parse(String(put?.init.body))).toEqual({ isActive: false })
  })

  test('deletes only after the confirmation, and shows a refusal', async () => {
    const user = userEvent.setup()
    const { calls } = renderAdmin({ path: '/admin/blogs', respond: api([blog()]) })
    await user.click(await screen.findByRole('button', { name: 'Sil: Diz ağrısı' }))
    const dialog = await screen.findByRole('alertdialog', { name: '«Diz ağrısı» silinsin mi?' })
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }))
    expect(calls.some((c) => c.init.method === 'DELETE')).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Sil: Diz ağrısı' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sil' }))
    expect(await screen.findByText('«Diz ağrısı» silindi.')).toBeInTheDocument()
    expect(calls.find((c) => c.init.method === 'DELETE')?.url).toBe('/api/blog/7')
  })
})
