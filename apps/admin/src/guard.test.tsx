import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { renderAdmin } from './test-support/render-admin.tsx'

describe('the admin guard', () => {
  test('a guest is sent to the site login with the full admin path, query and hash', async () => {
    const { assign } = renderAdmin({ path: '/admin/publishing?page=2#builds', viewer: 'guest' })
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fadmin%2Fpublishing%3Fpage%3D2%23builds')
    expect(screen.queryByText('Klinik Yönetim')).toBeNull()
  })

  test('a logged-in user without the Admin role is sent to the site home', async () => {
    const { assign, calls } = renderAdmin({ path: '/admin/publishing', viewer: 'user' })
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'))
    expect(screen.queryByText('Klinik Yönetim')).toBeNull()
    expect(calls).toHaveLength(0)
  })

  test('an admin sees the layout with their name and the menu of every screen, grouped as the spec groups it', async () => {
    const { assign } = renderAdmin({ path: '/admin/publishing' })
    expect(await screen.findByRole('heading', { name: 'Yayın durumu' })).toBeInTheDocument()
    expect(screen.getByText('Klinik Yönetim')).toBeInTheDocument()
    expect(screen.getByText('Merhaba Ayşe Yılmaz')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Siteyi görüntüle' })).toHaveAttribute('href', '/')
    const nav = screen.getByRole('navigation', { name: 'Yönetim menüsü' })
    const links = nav.querySelectorAll('a')
    expect([...links].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Genel bakış', '/admin'],
      ['Kullanıcılar', '/admin/users'],
      ['Bloglar', '/admin/blogs'],
      ['Kategoriler', '/admin/categories'],
      ['Yorumlar', '/admin/comments'],
      ['Operasyonlar', '/admin/operations'],
      ['Kataloglar', '/admin/catalogs'],
      ['Geçmiş Olsun Mesajları', '/admin/wellness-messages'],
      ['İletişim Mesajları', '/admin/contact-messages'],
      ['Kişisel veri talepleri', '/admin/data-requests'],
      ['Yayın', '/admin/publishing'],
      ['Site ayarları', '/admin/settings'],
      ['Kayıtlar', '/admin/audit'],
      ['Uyarı kararları', '/admin/advertising-overrides'],
      ['İstatistikler', '/admin/statistics'],
      ['Onamlar', '/admin/consents'],
      ['Hesap güvenliği', '/admin/security'],
    ])
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Yayın')
    expect(assign).not.toHaveBeenCalled()
  })

  test('an Editor signs in to the admin and sees only the content menu and their own account', async () => {
    const { assign } = renderAdmin({ path: '/admin/blogs', viewer: 'editor' })
    const nav = await screen.findByRole('navigation', { name: 'Yönetim menüsü' })
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Genel bakış',
      'Bloglar',
      'Kategoriler',
      'Yorumlar',
      'Operasyonlar',
      'Kataloglar',
      'İstatistikler',
      'Hesap güvenliği',
    ])
    expect(assign).not.toHaveBeenCalled()
  })

  test.each([
    '/admin/users',
    '/admin/users/3',
    '/admin/contact-messages',
    '/admin/settings',
    '/admin/publishing',
    '/admin/audit',
    '/admin/data-requests',
  ])('an Editor who opens %s gets the Turkish "no access" page and no call is made', async (path) => {
    const { calls } = renderAdmin({ path, viewer: 'editor' })
    expect(
      await screen.findByRole('heading', { name: 'Bu sayfaya erişim yetkiniz yok.' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Genel bakışa dön' })).toHaveAttribute('href', '/admin')
    expect(calls.map((c) => c.url)).toEqual([])
  })

  test('/admin/ opens the overview', async () => {
    renderAdmin({ path: '/admin/' })
    expect(await screen.findByRole('heading', { name: 'Genel bakış' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Yeni yazı' })).toHaveAttribute('href', '/admin/blog/create')
  })

  test('an unknown admin path says so inside the layout, with a link back', async () => {
    renderAdmin({ path: '/admin/nereye' })
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument()
    expect(screen.getByText('Klinik Yönetim')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Genel bakışa dön' })).toHaveAttribute('href', '/admin')
  })

  test('Çıkış Yap clears the session and goes to /login, once', async () => {
    const { assign, session } = renderAdmin({ path: '/admin/publishing' })
    await userEvent.click(await screen.findByRole('button', { name: 'Çıkış Yap' }))
    expect(session.getToken()).toBeNull()
    expect(session.getUser()).toBeNull()
    await waitFor(() => expect(screen.queryByText('Klinik Yönetim')).toBeNull())
    expect(assign.mock.calls).toEqual([['/login']])
  })

  test('served from its own origin, it sends guests and non-admins to the site named by VITE_SITE_URL', async () => {
    const guest = renderAdmin({
      path: '/admin/publishing?tab=log',
      viewer: 'guest',
      siteUrl: 'https://klinik.example',
    })
    await waitFor(() =>
      expect(guest.assign).toHaveBeenCalledWith(
        'https://klinik.example/login?redirect=%2Fadmin%2Fpublishing%3Ftab%3Dlog',
      ),
    )
    guest.unmount()
    const user = renderAdmin({ path: '/admin/publishing', viewer: 'user', siteUrl: 'https://klinik.example' })
    await waitFor(() => expect(user.assign).toHaveBeenCalledWith('https://klinik.example/'))
  })

  test('served from its own origin, the site link and Çıkış Yap lead to VITE_SITE_URL’s site', async () => {
    const { assign } = renderAdmin({ path: '/admin/publishing', siteUrl: 'https://klinik.example' })
    expect(await screen.findByRole('link', { name: 'Siteyi görüntüle' })).toHaveAttribute(
      'href',
      'https://klinik.example/',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Çıkış Yap' }))
    expect(assign.mock.calls).toEqual([['https://klinik.example/login']])
  })

  test('a token the server refuses (401) logs out and leads to the login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { assign, session } = renderAdmin({
      path: '/admin/publishing',
      respond: () => jsonResponse({ message: 'Oturumunuz sona erdi.' }, { status: 401 }),
    })
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fadmin%2Fpublishing'))
    expect(session.getToken()).toBeNull()
  })
})
