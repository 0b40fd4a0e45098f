import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { renderAdmin } from '../../test-support/render-admin.tsx'
import { type FakeUsersApi, me, testUser, usersApi } from './test-users.ts'

const PATH = '/admin/users'

const lists = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((c) => (c.init.method ?? 'GET') === 'GET' && c.url.startsWith('/api/Users?')).map((c) => c.url)

function rowOf(name: string) {
  return screen.getByRole('link', { name }).closest('tr')!
}

function renderUsers(state: FakeUsersApi, path = PATH) {
  return renderAdmin({ path, respond: usersApi(state) })
}

describe('the users list', () => {
  test('says it is loading until the first answer', async () => {
    renderAdmin({ path: PATH, respond: () => new Promise<Response>(() => {}) })
    expect(await screen.findByText('Kullanıcılar yükleniyor…')).toBeInTheDocument()
  })

  test('shows name, e-mail with its confirmation, role, status and registration date, asking one page', async () => {
    const { calls } = renderUsers({
      users: [
        testUser({ emailConfirmed: false }),
        testUser({
          id: 3,
          firstName: 'Zeynep',
          lastName: 'Ak',
          email: 'zeynep@example.com',
          roles: ['Admin'],
          isActive: false,
        }),
      ],
    })
    const row = (await screen.findByRole('link', { name: 'Mehmet Kaya' })).closest('tr')!
    expect(screen.getByRole('link', { name: 'Mehmet Kaya' })).toHaveAttribute('href', '/admin/users/7')
    expect(within(row).getByText('mehmet@example.com')).toBeInTheDocument()
    expect(within(row).getByText('Doğrulanmadı')).toBeInTheDocument()
    expect(within(row).getByText('Kullanıcı')).toBeInTheDocument()
    expect(within(row).getByRole('switch', { name: 'Etkin: Mehmet Kaya' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    expect(within(row).getByText('14 Mayıs 2026')).toBeInTheDocument()
    const other = rowOf('Zeynep Ak')
    expect(within(other).getByText('Doğrulandı')).toBeInTheDocument()
    expect(within(other).getByText('Yönetici')).toBeInTheDocument()
    expect(within(other).getByRole('switch', { name: 'Etkin: Zeynep Ak' })).toHaveAttribute(
      'aria-checked',
      'false',
    )
    expect(within(other).getByText('Devre dışı')).toBeInTheDocument()
    expect(lists(calls)).toEqual(['/api/Users?page=1&pageSize=20'])
  })

  test('says there is nobody yet, and something else when a search finds nobody', async () => {
    renderUsers({ users: [] })
    expect(await screen.findByText('Henüz kayıtlı kullanıcı yok.')).toBeInTheDocument()
    await userEvent.type(screen.getByRole('searchbox', { name: 'Kullanıcı ara' }), 'yok{Enter}')
    expect(await screen.findByText('Bu arama ve filtrelere uyan kullanıcı yok.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })

  test('shows the server’s refusal when the list cannot be read, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const state: FakeUsersApi = { users: [testUser()] }
    let fail = true
    const users = usersApi(state)
    renderAdmin({
      path: PATH,
      respond: (url, init) =>
        fail ? jsonResponse({ message: 'Sunucuda bir hata oluştu.' }, { status: 500 }) : users(url, init),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Sunucuda bir hata oluştu.')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }))
    expect(await screen.findByRole('link', { name: 'Mehmet Kaya' })).toBeInTheDocument()
  })

  test('searches by name or e-mail, and keeps the search in the URL', async () => {
    const { calls, router } = renderUsers({
      users: [
        testUser(),
        testUser({ id: 3, firstName: 'Zeynep', lastName: 'Ak', email: 'zeynep@example.com' }),
      ],
    })
    await screen.findByRole('link', { name: 'Zeynep Ak' })
    await userEvent.type(screen.getByRole('searchbox', { name: 'Kullanıcı ara' }), 'zeynep{Enter}')
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Mehmet Kaya' })).toBeNull())
    expect(lists(calls).at(-1)).toBe('/api/Users?search=zeynep&page=1&pageSize=20')
    expect(router.state.location.search).toBe('?search=zeynep')
  })

  test('filters by role and by status through the API’s role and active queries', async () => {
    const { calls } = renderUsers({
      users: [
        testUser(),
        testUser({ id: 3, firstName: 'Zeynep', lastName: 'Ak', roles: ['Admin'], isActive: false }),
      ],
    })
    await screen.findByRole('link', { name: 'Zeynep Ak' })
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rol' }), 'Yönetici')
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Mehmet Kaya' })).toBeNull())
    expect(lists(calls).at(-1)).toBe('/api/Users?role=Admin&page=1&pageSize=20')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Durum' }), 'Devre dışı')
    await waitFor(() =>
      expect(lists(calls).at(-1)).toBe('/api/Users?role=Admin&active=false&page=1&pageSize=20'),
    )
    expect(screen.getByRole('link', { name: 'Zeynep Ak' })).toBeInTheDocument()
  })

  test('pages through the server’s total', async () => {
    const users = Array.from({ length: 25 }, (_, i) =>
      testUser({ id: 100 + i, firstName: `Üye${i + 1}`, lastName: 'Test', email: `uye${i + 1}@example.com` }),
    )
    const { calls } = renderUsers({ users })
    await screen.findByRole('link', { name: 'Üye1 Test' })
    expect(screen.getByText('1–20 / 25 kayıt')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Sayfa 2' }))
    expect(await screen.findByRole('link', { name: 'Üye21 Test' })).toBeInTheDocument()
    expect(lists(calls).at(-1)).toBe('/api/Users?page=2&pageSize=20')
  })

  test('disabling asks first, saying their sessions end, then saves and says so', async () => {
    const state: FakeUsersApi = { users: [testUser()] }
    const { calls } = renderUsers(state)
    await userEvent.click(await screen.findByRole('switch', { name: 'Etkin: Mehmet Kaya' }))
    const dialog = screen.getByRole('alertdialog', { name: '«Mehmet Kaya» devre dışı bırakılsın mı?' })
    expect(dialog).toHaveTextContent('açık oturumları hemen kapanır')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devre dışı bırak' }))
    expect(await screen.findByText('«Mehmet Kaya» devre dışı bırakıldı.')).toBeInTheDocument()
    const put = calls.find((c) => c.init.method === 'PUT')!
    expect(put.url).toBe('/api/Users/7/status')
    expect(JSON.parse(put.init.body as string)).toEqual({ isActive: false })
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Etkin: Mehmet Kaya' })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    )
  })

  test('a cancelled disable changes nothing; enabling needs no question', async () => {
    const state: FakeUsersApi = {
      users: [testUser(), testUser({ id: 3, firstName: 'Zeynep', lastName: 'Ak', isActive: false })],
    }
    const { calls } = renderUsers(state)
    await userEvent.click(await screen.findByRole('switch', { name: 'Etkin: Mehmet Kaya' }))
    await userEvent.click(screen.getByRole('button', { name: 'Vazgeç' }))
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false)
    await userEvent.click(screen.getByRole('switch', { name: 'Etkin: Zeynep Ak' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(await screen.findByText('«Zeynep Ak» etkinleştirildi.')).toBeInTheDocument()
    expect(state.users[1]?.isActive).toBe(true)
  })

  test('deletes after a confirm that names the user, then the row is gone', async () => {
    const state: FakeUsersApi = { users: [testUser()] }
    const { calls } = renderUsers(state)
    await userEvent.click(await screen.findByRole('button', { name: 'Sil: Mehmet Kaya' }))
    const dialog = screen.getByRole('alertdialog', { name: '«Mehmet Kaya» silinsin mi?' })
    expect(dialog).toHaveTextContent('mehmet@example.com')
    expect(dialog).toHaveTextContent('geri alınamaz')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }))
    expect(await screen.findByText('«Mehmet Kaya» silindi.')).toBeInTheDocument()
    expect(calls.find((c) => c.init.method === 'DELETE')?.url).toBe('/api/Users/7')
    expect(await screen.findByText('Henüz kayıtlı kullanıcı yok.')).toBeInTheDocument()
  })

  test('after a delete, focus goes to the row now in its place (its name when it cannot be deleted)', async () => {
    const state: FakeUsersApi = {
      users: [testUser(), me(), testUser({ id: 3, firstName: 'Zeynep', lastName: 'Ak' })],
    }
    renderUsers(state)
    await userEvent.click(await screen.findByRole('button', { name: 'Sil: Mehmet Kaya' }))
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sil' }))
    expect(await screen.findByText('«Mehmet Kaya» silindi.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ayşe Yılmaz' })).toHaveFocus())

    await userEvent.click(screen.getByRole('button', { name: 'Sil: Zeynep Ak' }))
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sil' }))
    expect(await screen.findByText('«Zeynep Ak» silindi.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ayşe Yılmaz' })).toHaveFocus())
  })

  test('a user disabled under the "Etkin" filter leaves it, and focus goes to the next row', async () => {
    const state: FakeUsersApi = {
      users: [testUser(), testUser({ id: 3, firstName: 'Zeynep', lastName: 'Ak' })],
    }
    renderUsers(state, `${PATH}?active=true`)
    await userEvent.click(await screen.findByRole('switch', { name: 'Etkin: Mehmet Kaya' }))
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Devre dışı bırak' }),
    )
    expect(await screen.findByText('«Mehmet Kaya» devre dışı bırakıldı.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sil: Zeynep Ak' })).toHaveFocus())
    expect(screen.queryByRole('link', { name: 'Mehmet Kaya' })).toBeNull()
  })

  test('the admin’s own row can be neither deleted nor disabled, and says why', async () => {
    renderUsers({ users: [me(), testUser()] })
    const row = (await screen.findByRole('link', { name: 'Ayşe Yılmaz' })).closest('tr')!
    const remove = within(row).getByRole('button', { name: 'Sil: Ayşe Yılmaz' })
    expect(remove).toBeDisabled()
    expect(remove).toHaveAccessibleDescription('Sizin hesabınız: silinemez, devre dışı bırakılamaz.')
    expect(within(row).getByRole('switch', { name: 'Etkin: Ayşe Yılmaz' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Sil: Mehmet Kaya' })).toBeEnabled()
  })

  test('shows the server’s Turkish refusal of a change', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const state: FakeUsersApi = {
      users: [testUser({ roles: ['Admin'] })],
      refuse: [409, 'Sistemde en az bir etkin yönetici kalmalıdır.'],
    }
    renderUsers(state)
    await userEvent.click(await screen.findByRole('button', { name: 'Sil: Mehmet Kaya' }))
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sil' }))
    const toast = await screen.findByText('Sistemde en az bir etkin yönetici kalmalıdır.')
    expect(toast.closest('.toast')).toHaveClass('toast--error')
    expect(screen.getByRole('link', { name: 'Mehmet Kaya' })).toBeInTheDocument()
  })
})
