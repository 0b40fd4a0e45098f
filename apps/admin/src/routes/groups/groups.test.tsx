import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { groupsApi, writes } from '../../test-support/fake-api.ts'
import { renderAdmin } from '../../test-support/render-admin.tsx'

const PATH = '/admin/categories'
const TAKEN_CATEGORY = 'Bu isimde bir kategori zaten var.'
const TAKEN = 'Bu isimde bir katalog zaten var.'
const HELD = 'Bu katalogda hâlâ 2 operasyon var. Önce operasyonları başka bir kataloğa taşıyın ya da silin.'

type Named = { id: number; name: string }
const categoriesApi = (initial: Named[], counts: Record<number, number> = {}) =>
  groupsApi('categories', initial, { counts })
const catalogsApi = (initial: Named[], counts: Record<number, number> = {}) =>
  groupsApi('catalogs', initial, { counts, heldMessage: HELD })

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr')!
const nameField = () => screen.getByRole('textbox', { name: /^Katalog adı/ })

describe.each([
  {
    path: '/admin/categories',
    api: categoriesApi,
    loading: 'Kategoriler yükleniyor…',
    empty: 'Henüz kategori yok. İlk kategoriyi yukarıdaki formla ekleyin.',
  },
  {
    path: '/admin/catalogs',
    api: catalogsApi,
    loading: 'Kataloglar yükleniyor…',
    empty: 'Henüz katalog yok. «Yeni katalog» ile ilkini ekleyin.',
  },
])('the groups screen at $path', ({ path, api, loading, empty }) => {
  test('says it is loading, then that there is none yet', async () => {
    let answer: (response: Response) => void = () => {}
    renderAdmin({ path, respond: () => new Promise<Response>((resolve) => (answer = resolve)) })
    expect(await screen.findByText(loading)).toBeInTheDocument()
    answer(jsonResponse([]))
    expect(await screen.findByText(empty)).toBeInTheDocument()
  })

  test('shows the server’s refusal and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    const fake = api([{ id: 1, name: 'Diz' }])
    renderAdmin({
      path,
      respond: (url, init) =>
        fail ? jsonResponse({ message: 'Liste okunamadı.' }, { status: 500 }) : fake.respond(url, init),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Liste okunamadı.')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }))
    expect(await screen.findByRole('cell', { name: 'Diz' })).toBeInTheDocument()
  })
})

describe('the categories screen', () => {
  test('lists the categories with the number of their posts', async () => {
    const api = categoriesApi(
      [
        { id: 1, name: 'Diz' },
        { id: 2, name: 'Omuz' },
      ],
      { 1: 5, 2: 0 },
    )
    const { calls } = renderAdmin({ path: PATH, respond: api.respond })
    expect(await screen.findByRole('cell', { name: 'Diz' })).toBeInTheDocument()
    await waitFor(() => expect(within(row('Diz')).getByRole('cell', { name: '5' })).toBeInTheDocument())
    expect(within(row('Omuz')).getByRole('cell', { name: '0' })).toBeInTheDocument()
    // One request answers the categories with their counts, not one per row.
    expect(calls.map((call) => call.url)).toEqual(['/api/Category/admin'])
    expect(screen.getByText('2 kategori')).toBeInTheDocument()
  })

  test('adds a category, says so, clears the field and shows the new row', async () => {
    const api = categoriesApi([{ id: 1, name: 'Diz' }])
    const { calls } = renderAdmin({ path: PATH, respond: api.respond })
    await screen.findByRole('cell', { name: 'Diz' })
    const field = screen.getByRole('textbox', { name: /^Kategori adı/ })
    await userEvent.type(field, '  Omuz  ')
    await userEvent.click(screen.getByRole('button', { name: 'Ekle' }))
    expect(await screen.findByText('«Omuz» kategorisi eklendi.')).toBeInTheDocument()
    expect(writes(calls, 'POST')).toEqual([{ url: '/api/Category', body: { name: 'Omuz' } }])
    expect(await screen.findByRole('cell', { name: 'Omuz' })).toBeInTheDocument()
    expect(field).toHaveValue('')
    expect(field).toHaveFocus()
  })

  test('an empty name is refused before anything is sent', async () => {
    const api = categoriesApi([])
    const { calls } = renderAdmin({ path: PATH, respond: api.respond })
    await screen.findByText(/Henüz kategori yok/)
    await userEvent.click(screen.getByRole('button', { name: 'Ekle' }))
    const field = screen.getByRole('textbox', { name: /^Kategori adı/ })
    expect(field).toHaveAccessibleDescription('Kategori adı zorunludur.')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(writes(calls, 'POST')).toEqual([])
  })

  test('a name taken shows the server’s refusal under the field and keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const api = categoriesApi([{ id: 1, name: 'Diz' }])
    renderAdmin({ path: PATH, respond: api.respond })
    await screen.findByRole('cell', { name: 'Diz' })
    const field = screen.getByRole('textbox', { name: /^Kategori adı/ })
    await userEvent.type(field, 'DİZ')
    await userEvent.click(screen.getByRole('button', { name: 'Ekle' }))
    await waitFor(() => expect(field).toHaveAccessibleDescription(TAKEN_CATEGORY))
    expect(field).toHaveValue('DİZ')
    expect(field).toHaveFocus()
    expect(screen.getAllByRole('row')).toHaveLength(2)
  })

  test('renames a category in its row; Kaydet saves and focus returns to the edit button', async () => {
    const api = categoriesApi([{ id: 1, name: 'Diz' }])
    const { calls } = renderAdmin({ path: PATH, respond: api.respond })
    await userEvent.click(await screen.findByRole('button', { name: 'Düzenle: Diz' }))
    const field = screen.getByRole('textbox', { name: 'Kategori adı: Diz' })
    expect(field).toHaveFocus()
    expect(field).toHaveValue('Diz')
    await userEvent.clear(field)
    await userEvent.type(field, 'Diz ve Bacak')
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet: Diz' }))
    expect(
      await screen.findByText('«Diz» kategorisinin adı «Diz ve Bacak» olarak değiştirildi.'),
    ).toBeInTheDocument()
    expect(writes(calls, 'PUT')).toEqual([{ url: '/api/Category/1', body: { name: 'Diz ve Bacak' } }])
    const edit = await screen.findByRole('button', { name: 'Düzenle: Diz ve Bacak' })
    await waitFor(() => expect(edit).toHaveFocus())
  })

  test('Escape cancels a rename, sends nothing, and focus returns to the edit button', async () => {
    const api = categoriesApi([{ id: 1, name: 'Diz' }])
    const { calls } = renderAdmin({ path: PATH, respond: api.respond })
    await userEvent.click(await screen.findByRole('button', { name: 'Düzenle: Diz' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Kategori adı: Diz' }), ' değişti{Escape}')
    expect(screen.queryByRole('textbox', { name: 'Kategori adı: Diz' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Düzenle: Diz' })).toHaveFocus()
    expect(screen.getByRole('cell', { name: 'Diz' })).toBeInTheDocument()
    expect(writes(calls, 'PUT')).toEqual([])
  })

  test('Vazgeç cancels a rename too', async () => {
    const api = categoriesApi([{ id: 1, name: 'Diz' }])
    renderAdmin({ path: PATH, respond: api.respond })
    await userEvent.click(await screen.findByRole('button', { name: 'Düzenle: Diz' }))
    await userEvent.click(screen.getByRole('button', { name: 'Vazgeç: Diz' }))
    expect(screen.getByRole('button', { name: 'Düzenle: Diz' })).toHaveFocus()
  })

  test('a rename to a name taken is refused under the field, and the row stays a form with the text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const api = categoriesApi([
      { id: 1, name: 'Diz' },
      { id: 2, name: 'Omuz' },
    ])
    renderAdmin({ path: PATH, respond: api.respond })
    await userEvent.click(await screen.findByRole('button', { name: 'Düzenle: Omuz' }))
    const field = screen.getByRole('textbox', { name: 'Kategori adı: Omuz' })
    await userEvent.clear(field)
    await userEvent.type(field, 'diz{Enter}')
    await waitFor(() => expect(field).toHaveAccessibleDescription(TAKEN_CATEGORY))
    expect(field).toHaveValue('diz')
  })

  test('deletes a category after a confirmation that says its posts stay without a category', async () => {
    const api = categoriesApi([{ id: 1, name: 'Diz' }], { 1: 3 })
    const { calls } = renderAdmin({ path: PATH, respond: api.respond })
    await waitFor(() => expect(within(row('Diz')).getByRole('cell', { name: '3' })).toBeInTheDocument())
    const remove = screen.getByRole('button', { name: 'Sil: Diz' })
    await userEvent.click(remove)
    let dialog = await screen.findByRole('alertdialog', { name: 'Kategoriyi sil' })
    expect(dialog).toHaveTextContent('«Diz» silinecek. Bu kategorideki 3 yazı silinmez; kategorisiz kalır.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }))
    expect(writes(calls, 'DELETE')).toEqual([])

    await userEvent.click(remove)
    dialog = await screen.findByRole('alertdialog', { name: 'Kategoriyi sil' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }))
    expect(await screen.findByText('«Diz» silindi.')).toBeInTheDocument()
    expect(writes(calls, 'DELETE')).toEqual([{ url: '/api/Category/1', body: undefined }])
    expect(await screen.findByText(/Henüz kategori yok/)).toBeInTheDocument()
  })

  test('after a delete, focus moves to the row now in its place', async () => {
    const api = categoriesApi([
      { id: 1, name: 'Diz' },
      { id: 2, name: 'Omuz' },
    ])
    renderAdmin({ path: PATH, respond: api.respond })
    await userEvent.click(await screen.findByRole('button', { name: 'Sil: Diz' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sil' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Düzenle: Omuz' })).toHaveFocus())
  })

  test('a refused delete shows the server’s message and keeps the row', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const api = categoriesApi([{ id: 1, name: 'Diz' }])
    renderAdmin({
      path: PATH,
      respond: (url, init) =>
        init.method === 'DELETE'
          ? jsonResponse({ message: 'Kategori bulunamadı.' }, { status: 404 })
          : api.respond(url, init),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Sil: Diz' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sil' }))
    expect((await screen.findByText('Kategori bulunamadı.')).closest('.toast')).toHaveClass('toast--error')
    expect(screen.getByRole('cell', { name: 'Diz' })).toBeInTheDocument()
  })
})

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
    // One request answers the catalogs with their counts, not one per row.
    expect(calls.map((call) => call.url)).toEqual(['/api/Catalog/admin'])
    expect(screen.getByRole('link', { name: 'Yeni katalog' })).toHaveAttribute('href', '/admin/catalogs/new')
    expect(screen.getByRole('link', { name: 'Düzenle: Omuz Cerrahisi' })).toHaveAttribute(
      'href',
      '/admin/catalogs/edit/2',
    )
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
