import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { renderAdmin } from '../../test-support/render-admin.tsx'
import { type FakeUsersApi, me, testUser, usersApi } from './test-users.ts'

function renderDetail(state: FakeUsersApi, id = 7) {
  return renderAdmin({ path: `/admin/users/${id}`, respond: usersApi(state) })
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement

describe('the user detail', () => {
  test('shows the user’s fields: names, e-mail and its confirmation, phone, dates', async () => {
    const { calls } = renderDetail({
      users: [testUser({ emailConfirmed: false, lastLoginDate: '2026-05-20T07:30:00.000Z' })],
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Mehmet Kaya' })).toBeInTheDocument()
    expect(fact('Ad')).toHaveTextContent('Mehmet')
    expect(fact('Soyad')).toHaveTextContent('Kaya')
    expect(within(fact('E-posta')).getByRole('link', { name: 'mehmet@example.com' })).toHaveAttribute(
      'href',
      'mailto:mehmet@example.com',
    )
    expect(fact('E-posta')).toHaveTextContent('Doğrulanmadı')
    expect(within(fact('Telefon')).getByRole('link')).toHaveAttribute('href', 'tel:+905321112233')
    expect(fact('Kayıt tarihi')).toHaveTextContent('14 Mayıs 2026 09:05')
    expect(fact('Son giriş')).toHaveTextContent('20 Mayıs 2026 10:30')
    expect(screen.getByRole('radio', { name: /^Kullanıcı/ })).toBeChecked()
    expect(calls[0]?.url).toBe('/api/Users/7')
  })

  test('says when a user never logged in and left no phone', async () => {
    renderDetail({ users: [testUser({ phoneNumber: null })] })
    await screen.findByRole('heading', { level: 1, name: 'Mehmet Kaya' })
    expect(fact('Telefon')).toHaveTextContent('Belirtilmemiş')
    expect(fact('Son giriş')).toHaveTextContent('Hiç giriş yapmadı')
  })

  test('says it is loading until the user arrives', async () => {
    renderAdmin({ path: '/admin/users/7', respond: () => new Promise<Response>(() => {}) })
    expect(await screen.findByText('Kullanıcı yükleniyor…')).toBeInTheDocument()
  })

  test('shows the server’s refusal to load, and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    const users = usersApi({ users: [testUser()] })
    renderAdmin({
      path: '/admin/users/7',
      respond: (url, init) =>
        fail ? jsonResponse({ message: 'Sunucuda bir hata oluştu.' }, { status: 500 }) : users(url, init),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kullanıcı alınamadı: Sunucuda bir hata oluştu.',
    )
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Mehmet Kaya' })).toBeInTheDocument()
  })

  test('an unknown id shows "Kullanıcı bulunamadı" with a way back to the list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderDetail({ users: [] }, 99)
    expect(await screen.findByRole('heading', { name: 'Kullanıcı bulunamadı' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Kullanıcılara dön' })).toHaveAttribute('href', '/admin/users')
  })

  test('an id that is not a number shows the same, without asking the server', async () => {
    const { calls } = renderAdmin({ path: '/admin/users/abc', respond: usersApi({ users: [] }) })
    expect(await screen.findByRole('heading', { name: 'Kullanıcı bulunamadı' })).toBeInTheDocument()
    expect(calls).toEqual([])
  })

  test('makes a user admin after a confirm, then a user again', async () => {
    const state: FakeUsersApi = { users: [testUser()] }
    const { calls } = renderDetail(state)
    const save = await screen.findByRole('button', { name: 'Rolü kaydet' })
    expect(save).toBeDisabled()
    await userEvent.click(screen.getByRole('radio', { name: /^Yönetici/ }))
    await userEvent.click(save)
    const dialog = screen.getByRole('alertdialog', { name: '«Mehmet Kaya» yönetici yapılsın mı?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yönetici yap' }))
    expect(await screen.findByText('«Mehmet Kaya» artık yönetici.')).toBeInTheDocument()
    const put = calls.find((c) => c.init.method === 'PUT')!
    expect(put.url).toBe('/api/Users/7/roles')
    expect(JSON.parse(put.init.body as string)).toEqual({ roles: ['Admin'] })
    expect(state.users[0]?.roles).toEqual(['Admin'])
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rolü kaydet' })).toBeDisabled())
    expect(screen.getByRole('radio', { name: /^Yönetici/ })).toBeChecked()

    await userEvent.click(screen.getByRole('radio', { name: /^Kullanıcı/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Rolü kaydet' }))
    await userEvent.click(screen.getByRole('button', { name: 'Kullanıcı yap' }))
    expect(await screen.findByText('«Mehmet Kaya» artık kullanıcı.')).toBeInTheDocument()
    expect(state.users[0]?.roles).toEqual(['User'])
  })

  test('a cancelled role change sends nothing', async () => {
    const { calls } = renderDetail({ users: [testUser()] })
    await userEvent.click(await screen.findByRole('radio', { name: /^Yönetici/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Rolü kaydet' }))
    await userEvent.click(screen.getByRole('button', { name: 'Vazgeç' }))
    expect(calls.filter((c) => c.init.method === 'PUT')).toEqual([])
  })

  test('disables after a confirm saying their sessions end, then enables', async () => {
    const state: FakeUsersApi = { users: [testUser()] }
    renderDetail(state)
    await userEvent.click(await screen.findByRole('button', { name: 'Devre dışı bırak' }))
    const dialog = screen.getByRole('alertdialog', { name: '«Mehmet Kaya» devre dışı bırakılsın mı?' })
    expect(dialog).toHaveTextContent('açık oturumları hemen kapanır')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devre dışı bırak' }))
    expect(await screen.findByText('«Mehmet Kaya» devre dışı bırakıldı.')).toBeInTheDocument()
    expect(screen.getByText('Hesap devre dışı: kullanıcı giriş yapamaz.')).toBeInTheDocument()
    expect(state.users[0]?.isActive).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: 'Etkinleştir' }))
    expect(await screen.findByText('«Mehmet Kaya» etkinleştirildi.')).toBeInTheDocument()
    expect(state.users[0]?.isActive).toBe(true)
  })

  test('deletes after a confirm naming the user, then goes back to the list with a toast', async () => {
    const state: FakeUsersApi = {
      users: [testUser(), testUser({ id: 8, firstName: 'Zeynep', lastName: 'Ak' })],
    }
    const { router } = renderDetail(state)
    await userEvent.click(await screen.findByRole('button', { name: 'Kullanıcıyı sil' }))
    const dialog = screen.getByRole('alertdialog', { name: '«Mehmet Kaya» silinsin mi?' })
    expect(dialog).toHaveTextContent('mehmet@example.com')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }))
    expect(await screen.findByText('«Mehmet Kaya» silindi.')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'))
    expect(await screen.findByRole('link', { name: 'Zeynep Ak' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Mehmet Kaya' })).toBeNull()
  })

  test('the admin’s own account: no demote, disable or delete, with the reason', async () => {
    renderDetail({ users: [me()] }, 1)
    await screen.findByRole('heading', { level: 1, name: 'Ayşe Yılmaz' })
    const note =
      'Bu sizin hesabınız: kendi yönetici yetkinizi kaldıramaz, hesabınızı devre dışı bırakamaz ya da buradan silemezsiniz.'
    expect(screen.getByText(note)).toBeInTheDocument()
    for (const control of [
      screen.getByRole('radio', { name: /^Kullanıcı/ }),
      screen.getByRole('button', { name: 'Devre dışı bırak' }),
      screen.getByRole('button', { name: 'Kullanıcıyı sil' }),
    ]) {
      expect(control).toBeDisabled()
      expect(control).toHaveAccessibleDescription(note)
    }
  })

  test('shows the server’s Turkish refusal and keeps the saved role', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const state: FakeUsersApi = {
      users: [testUser({ roles: ['Admin'] })],
      refuse: [409, 'Sistemde en az bir etkin yönetici kalmalıdır.'],
    }
    renderDetail(state)
    await userEvent.click(await screen.findByRole('radio', { name: /^Kullanıcı/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Rolü kaydet' }))
    await userEvent.click(screen.getByRole('button', { name: 'Kullanıcı yap' }))
    const toast = await screen.findByText('Sistemde en az bir etkin yönetici kalmalıdır.')
    expect(toast.closest('.toast')).toHaveClass('toast--error')
    expect(state.users[0]?.roles).toEqual(['Admin'])
    expect(
      within(screen.getByRole('heading', { level: 1 }).parentElement!).getByText('Yönetici'),
    ).toBeInTheDocument()
  })

  test('the way back keeps the list’s search and filters', async () => {
    const state: FakeUsersApi = { users: [testUser()] }
    const { router } = renderAdmin({
      path: '/admin/users?search=mehmet&active=true',
      respond: usersApi(state),
    })
    await userEvent.click(await screen.findByRole('link', { name: 'Mehmet Kaya' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Mehmet Kaya' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Kullanıcı listesine dön' }))
    await waitFor(() => expect(router.state.location.search).toBe('?search=mehmet&active=true'))
  })
})
