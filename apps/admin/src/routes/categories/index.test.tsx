import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import type { Category } from '@clinic/contract/category'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { renderAdmin } from '../../test-support/render-admin.tsx'

const PATH = '/admin/categories'
const TAKEN = 'Bu isimde bir kategori zaten var.'

/**
 * The category endpoints over an in-memory list (names unique ignoring case, as the server folds them), and the
 * admin blog list's total per category from `posts`.
 */
function categoriesApi(initial: Category[], posts: Record<number, number> = {}) {
  const state = { categories: [...initial], nextId: 100 }
  const refuse = () => jsonResponse({ message: TAKEN, errors: { name: [TAKEN] } }, { status: 409 })
  const taken = (name: string, except?: number) =>
    state.categories.some(
      (c) => c.id !== except && c.name.toLocaleLowerCase('tr') === name.toLocaleLowerCase('tr'),
    )
  const respond = (raw: string, init: RequestInit) => {
    const url = new URL(raw, 'http://admin.test')
    const method = init.method ?? 'GET'
    if (url.pathname === '/api/blog/admin') {
      const total = posts[Number(url.searchParams.get('categoryId'))] ?? 0
      return jsonResponse([], { headers: { 'X-Total-Count': String(total) } })
    }
    if (url.pathname === '/api/Category' && method === 'GET') return jsonResponse(state.categories)
    if (url.pathname === '/api/Category' && method === 'POST') {
      const { name } = JSON.parse(String(init.body)) as { name: string }
      if (taken(name)) return refuse()
      const created = { id: state.nextId++, name }
      state.categories.push(created)
      return jsonResponse(created, { status: 201 })
    }
    const id = Number(url.pathname.split('/').at(-1))
    if (method === 'PUT') {
      const { name } = JSON.parse(String(init.body)) as { name: string }
      if (taken(name, id)) return refuse()
      state.categories = state.categories.map((c) => (c.id === id ? { id, name } : c))
      return jsonResponse({ id, name })
    }
    if (method === 'DELETE') {
      state.categories = state.categories.filter((c) => c.id !== id)
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
    expect(calls.map((call) => call.url)).toContain('/api/blog/admin?categoryId=1&page=1&pageSize=1')
    expect(screen.getByText('2 kategori')).toBeInTheDocument()
  })

  test('says it is loading, then that there is none yet', async () => {
    let answer: (response: Response) => void = () => {}
    renderAdmin({ path: PATH, respond: () => new Promise<Response>((resolve) => (answer = resolve)) })
    expect(await screen.findByText('Kategoriler yükleniyor…')).toBeInTheDocument()
    answer(jsonResponse([]))
    expect(
      await screen.findByText('Henüz kategori yok. İlk kategoriyi yukarıdaki formla ekleyin.'),
    ).toBeInTheDocument()
  })

  test('shows the server’s refusal and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    const api = categoriesApi([{ id: 1, name: 'Diz' }])
    renderAdmin({
      path: PATH,
      respond: (url, init) =>
        fail ? jsonResponse({ message: 'Kategoriler okunamadı.' }, { status: 500 }) : api.respond(url, init),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Kategoriler okunamadı.')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }))
    expect(await screen.findByRole('cell', { name: 'Diz' })).toBeInTheDocument()
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
    await waitFor(() => expect(field).toHaveAccessibleDescription(TAKEN))
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
    await waitFor(() => expect(field).toHaveAccessibleDescription(TAKEN))
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
