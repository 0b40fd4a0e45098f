import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import type { Catalog } from '@clinic/contract/catalog'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { renderAdmin } from '../../test-support/render-admin.tsx'

const TAKEN = 'Bu isimde bir katalog zaten var.'
const HELD = 'Bu katalogda hâlâ 2 operasyon var. Önce operasyonları başka bir kataloğa taşıyın ya da silin.'

/** The catalog endpoints over an in-memory list; `operations` gives each catalog's operation total. */
function catalogsApi(initial: Catalog[], operations: Record<number, number> = {}) {
  const state = { catalogs: [...initial], nextId: 100 }
  const taken = (name: string, except?: number) =>
    state.catalogs.some(
      (c) => c.id !== except && c.name.toLocaleLowerCase('tr') === name.toLocaleLowerCase('tr'),
    )
  const refuse = () => jsonResponse({ message: TAKEN, errors: { name: [TAKEN] } }, { status: 409 })
  const respond = (raw: string, init: RequestInit) => {
    const url = new URL(raw, 'http://admin.test')
    const method = init.method ?? 'GET'
    if (url.pathname === '/api/Operation/admin') {
      const total = operations[Number(url.searchParams.get('catalogId'))] ?? 0
      return jsonResponse([], { headers: { 'X-Total-Count': String(total) } })
    }
    if (url.pathname === '/api/Catalog' && method === 'GET') return jsonResponse(state.catalogs)
    if (url.pathname === '/api/Catalog' && method === 'POST') {
      const { name } = JSON.parse(String(init.body)) as { name: string }
      if (taken(name)) return refuse()
      const created = { id: state.nextId++, name }
      state.catalogs.push(created)
      return jsonResponse(created, { status: 201 })
    }
    const id = Number(url.pathname.split('/').at(-1))
    const found = state.catalogs.find((c) => c.id === id)
    if (!found) return jsonResponse({ message: 'Katalog bulunamadı.' }, { status: 404 })
    if (method === 'GET') return jsonResponse(found)
    if (method === 'PUT') {
      const { name } = JSON.parse(String(init.body)) as { name: string }
      if (taken(name, id)) return refuse()
      state.catalogs = state.catalogs.map((c) => (c.id === id ? { id, name } : c))
      return jsonResponse({ id, name })
    }
    if (method === 'DELETE') {
      if (operations[id]) return jsonResponse({ message: HELD }, { status: 409 })
      state.catalogs = state.catalogs.filter((c) => c.id !== id)
      return new Response(null, { status: 204 })
    }
    return jsonResponse({ message: 'Beklenmeyen çağrı.' }, { status: 500 })
  }
  return { state, respond }
}

const writes = (calls: { url: string; init: RequestInit }[], method: string) =>
  calls
    .filter((call) => call.init.method === method)
    .map((call) => ({ url: call.url, body: call.init.body ? JSON.parse(String(call.init.body)) : undefined }))

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr')!
const nameField = () => screen.getByRole('textbox', { name: /^Katalog adı/ })

describe('the catalogs list', () => {
  test('lists the catalogs with the number of their operations, and links to add and edit', async () => {
    const api = catalogsApi(
      [
        { id: 1, name: 'Diz Cerrahisi' },
        { id: 2, name: 'Omuz Cerrahisi' },
      ],
      { 1: 4 },
    )
    const { calls } = renderAdmin({ path: '/admin/catalogs', respond: api.respond })
    await screen.findByRole('cell', { name: 'Diz Cerrahisi' })
    await waitFor(() =>
      expect(within(row('Diz Cerrahisi')).getByRole('cell', { name: '4' })).toBeInTheDocument(),
    )
    expect(within(row('Omuz Cerrahisi')).getByRole('cell', { name: '0' })).toBeInTheDocument()
    expect(calls.map((call) => call.url)).toContain('/api/Operation/admin?catalogId=1&page=1&pageSize=1')
    expect(screen.getByRole('link', { name: 'Yeni katalog' })).toHaveAttribute('href', '/admin/catalogs/new')
    expect(screen.getByRole('link', { name: 'Düzenle: Omuz Cerrahisi' })).toHaveAttribute(
      'href',
      '/admin/catalogs/edit/2',
    )
  })

  test('says it is loading, then that there is none yet', async () => {
    let answer: (response: Response) => void = () => {}
    renderAdmin({
      path: '/admin/catalogs',
      respond: () => new Promise<Response>((resolve) => (answer = resolve)),
    })
    expect(await screen.findByText('Kataloglar yükleniyor…')).toBeInTheDocument()
    answer(jsonResponse([]))
    expect(
      await screen.findByText('Henüz katalog yok. «Yeni katalog» ile ilkini ekleyin.'),
    ).toBeInTheDocument()
  })

  test('shows the server’s refusal and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    const api = catalogsApi([{ id: 1, name: 'Diz Cerrahisi' }])
    renderAdmin({
      path: '/admin/catalogs',
      respond: (url, init) =>
        fail ? jsonResponse({ message: 'Kataloglar okunamadı.' }, { status: 500 }) : api.respond(url, init),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Kataloglar okunamadı.')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }))
    expect(await screen.findByRole('cell', { name: 'Diz Cerrahisi' })).toBeInTheDocument()
  })

  test('deletes an empty catalog after confirmation', async () => {
    const api = catalogsApi([{ id: 2, name: 'Omuz Cerrahisi' }])
    const { calls } = renderAdmin({ path: '/admin/catalogs', respond: api.respond })
    const remove = await screen.findByRole('button', { name: 'Sil: Omuz Cerrahisi' })
    await userEvent.click(remove)
    let dialog = await screen.findByRole('alertdialog', { name: 'Kataloğu sil' })
    expect(dialog).toHaveTextContent('«Omuz Cerrahisi» silinecek.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }))
    expect(writes(calls, 'DELETE')).toEqual([])
    await userEvent.click(remove)
    dialog = await screen.findByRole('alertdialog', { name: 'Kataloğu sil' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }))
    expect(await screen.findByText('«Omuz Cerrahisi» silindi.')).toBeInTheDocument()
    expect(writes(calls, 'DELETE')).toEqual([{ url: '/api/Catalog/2', body: undefined }])
    expect(await screen.findByText(/Henüz katalog yok/)).toBeInTheDocument()
    // The last row gone, focus is kept in the page rather than lost with the button.
    expect(screen.getByRole('main')).toHaveFocus()
  })

  test('a catalog that still holds operations: the server’s refusal is shown and the row stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const api = catalogsApi([{ id: 1, name: 'Diz Cerrahisi' }], { 1: 2 })
    renderAdmin({ path: '/admin/catalogs', respond: api.respond })
    await waitFor(() =>
      expect(within(row('Diz Cerrahisi')).getByRole('cell', { name: '2' })).toBeInTheDocument(),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Sil: Diz Cerrahisi' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Kataloğu sil' })
    expect(dialog).toHaveTextContent('Katalogda 2 operasyon var: operasyonu olan bir katalog silinemez')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }))
    expect((await screen.findByText(HELD)).closest('.toast')).toHaveClass('toast--error')
    expect(screen.getByRole('cell', { name: 'Diz Cerrahisi' })).toBeInTheDocument()
  })
})

describe('the new catalog page', () => {
  test('saves the name, says so and goes back to the list, which shows it', async () => {
    const api = catalogsApi([])
    const { calls, router } = renderAdmin({ path: '/admin/catalogs/new', respond: api.respond })
    await userEvent.type(await screen.findByRole('textbox', { name: /^Katalog adı/ }), ' El Cerrahisi ')
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect(await screen.findByText('«El Cerrahisi» kataloğu eklendi.')).toBeInTheDocument()
    expect(writes(calls, 'POST')).toEqual([{ url: '/api/Catalog', body: { name: 'El Cerrahisi' } }])
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/catalogs'))
    expect(await screen.findByRole('cell', { name: 'El Cerrahisi' })).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  test('an empty name is refused before anything is sent', async () => {
    const api = catalogsApi([])
    const { calls } = renderAdmin({ path: '/admin/catalogs/new', respond: api.respond })
    await userEvent.click(await screen.findByRole('button', { name: 'Kaydet' }))
    expect(nameField()).toHaveAccessibleDescription(expect.stringContaining('Katalog adı zorunludur.'))
    expect(writes(calls, 'POST')).toEqual([])
  })

  test('a name taken is refused under the field; the text and the page stay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const api = catalogsApi([{ id: 1, name: 'Diz Cerrahisi' }])
    const { router } = renderAdmin({ path: '/admin/catalogs/new', respond: api.respond })
    await userEvent.type(await screen.findByRole('textbox', { name: /^Katalog adı/ }), 'diz cerrahisi')
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }))
    await waitFor(() => expect(nameField()).toHaveAccessibleDescription(expect.stringContaining(TAKEN)))
    expect(nameField()).toHaveValue('diz cerrahisi')
    expect(router.state.location.pathname).toBe('/admin/catalogs/new')
  })

  test('leaving with unsaved changes asks first; staying keeps the text', async () => {
    const api = catalogsApi([])
    const { router } = renderAdmin({ path: '/admin/catalogs/new', respond: api.respond })
    await userEvent.type(await screen.findByRole('textbox', { name: /^Katalog adı/ }), 'El')
    await userEvent.click(screen.getByRole('link', { name: 'Vazgeç' }))
    let dialog = await screen.findByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sayfada kal' }))
    expect(router.state.location.pathname).toBe('/admin/catalogs/new')
    expect(nameField()).toHaveValue('El')

    const menu = screen.getByRole('navigation', { name: 'Yönetim menüsü' })
    await userEvent.click(within(menu).getByRole('link', { name: 'Kataloglar' }))
    dialog = await screen.findByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydetmeden çık' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/catalogs'))
  })

  test('leaving an untouched form asks nothing', async () => {
    const { router } = renderAdmin({ path: '/admin/catalogs/new', respond: catalogsApi([]).respond })
    await userEvent.click(await screen.findByRole('link', { name: 'Vazgeç' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/catalogs'))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  test('closing or reloading the tab with unsaved changes makes the browser ask', async () => {
    renderAdmin({ path: '/admin/catalogs/new', respond: catalogsApi([]).respond })
    const clean = new Event('beforeunload', { cancelable: true })
    fireEvent(window, clean)
    expect(clean.defaultPrevented).toBe(false)
    await userEvent.type(await screen.findByRole('textbox', { name: /^Katalog adı/ }), 'El')
    const dirty = new Event('beforeunload', { cancelable: true })
    fireEvent(window, dirty)
    expect(dirty.defaultPrevented).toBe(true)
  })
})

describe('the edit catalog page', () => {
  test('loads the catalog, saves the new name and goes back to the list', async () => {
    const api = catalogsApi([{ id: 5, name: 'El Cerrahisi' }])
    const { calls, router } = renderAdmin({ path: '/admin/catalogs/edit/5', respond: api.respond })
    expect(await screen.findByRole('textbox', { name: /^Katalog adı/ })).toHaveValue('El Cerrahisi')
    expect(calls[0]?.url).toBe('/api/Catalog/5')
    await userEvent.clear(nameField())
    await userEvent.type(nameField(), 'El ve Bilek Cerrahisi')
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect(await screen.findByText('Katalog «El ve Bilek Cerrahisi» olarak kaydedildi.')).toBeInTheDocument()
    expect(writes(calls, 'PUT')).toEqual([{ url: '/api/Catalog/5', body: { name: 'El ve Bilek Cerrahisi' } }])
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/catalogs'))
    expect(await screen.findByRole('cell', { name: 'El ve Bilek Cerrahisi' })).toBeInTheDocument()
  })

  test('a name taken is refused under the field and the text stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const api = catalogsApi([
      { id: 1, name: 'Diz Cerrahisi' },
      { id: 5, name: 'El Cerrahisi' },
    ])
    renderAdmin({ path: '/admin/catalogs/edit/5', respond: api.respond })
    const field = await screen.findByRole('textbox', { name: /^Katalog adı/ })
    await userEvent.clear(field)
    await userEvent.type(field, 'DİZ CERRAHİSİ{Enter}')
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(TAKEN)))
    expect(field).toHaveValue('DİZ CERRAHİSİ')
  })

  test('an unknown id says the catalog was not found, with a way back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderAdmin({ path: '/admin/catalogs/edit/999', respond: catalogsApi([]).respond })
    expect(await screen.findByRole('heading', { level: 1, name: 'Katalog bulunamadı' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Kataloglara dön' })).toHaveAttribute('href', '/admin/catalogs')
  })

  test('an id that is no number is not found either, and nothing is asked', async () => {
    const { calls } = renderAdmin({ path: '/admin/catalogs/edit/abc', respond: catalogsApi([]).respond })
    expect(await screen.findByRole('heading', { level: 1, name: 'Katalog bulunamadı' })).toBeInTheDocument()
    expect(calls).toEqual([])
  })

  test('a failed load shows the server’s message and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    const api = catalogsApi([{ id: 5, name: 'El Cerrahisi' }])
    renderAdmin({
      path: '/admin/catalogs/edit/5',
      respond: (url, init) =>
        fail ? jsonResponse({ message: 'Sunucu hatası.' }, { status: 500 }) : api.respond(url, init),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Sunucu hatası.')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }))
    expect(await screen.findByRole('textbox', { name: /^Katalog adı/ })).toHaveValue('El Cerrahisi')
  })
})
