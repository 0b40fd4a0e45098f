import { describe, expect, test } from 'vitest'
import { buildSiteMenu, greeting, type MenuItem, operationsMenu } from './menu.ts'

const hrefs = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => ('href' in item ? [item.href] : hrefs(item.children)))

const user = { firstName: 'Ayşe', lastName: 'Yılmaz', roles: ['User'] }

describe('site menu (docs/spec §2)', () => {
  test('the main menu has the spec links in order, with Operasyonlar between Randevu and Geçmiş Olsun', () => {
    const menu = buildSiteMenu({ isAuthenticated: false, isAdmin: false, user: null })
    expect(menu.main.map((item) => item.label)).toEqual([
      'Ana Sayfa',
      'Hakkımızda',
      'Blog',
      'Randevu',
      'Operasyonlar',
      'Geçmiş Olsun Mesajı',
      'İletişim',
    ])
    expect(hrefs(menu.main)).toEqual(['/', '/about', '/blog', '/randevu', '/gecmis-olsun', '/iletisim'])
  })

  test('logged out: Giriş Yap and Kayıt Ol, no admin menu', () => {
    const menu = buildSiteMenu({ isAuthenticated: false, isAdmin: false, user: null })
    expect(menu.account).toEqual([
      { label: 'Giriş Yap', href: '/login' },
      { label: 'Kayıt Ol', href: '/register' },
    ])
    expect(menu.admin).toEqual([])
  })

  test('logged in: the greeting with Profilim and Çıkış Yap; admin items only for admins', () => {
    const asUser = buildSiteMenu({ isAuthenticated: true, isAdmin: false, user: user as never })
    expect(asUser.account).toEqual([
      {
        label: 'Merhaba Ayşe Yılmaz',
        children: [
          { label: 'Profilim', href: '/profile' },
          { label: 'Çıkış Yap', href: '/login' },
        ],
      },
    ])
    expect(asUser.admin).toEqual([])

    const asAdmin = buildSiteMenu({ isAuthenticated: true, isAdmin: true, user: user as never })
    expect(asAdmin.admin.map((item) => item.label)).toEqual([
      'Kullanıcı Yönetimi',
      'Blog Yönetimi',
      'Operasyon Yönetimi',
      'Geçmiş Olsun Mesajları',
    ])
    expect(hrefs(asAdmin.admin)).toEqual([
      '/admin/users',
      '/admin/blogs',
      '/admin/categories',
      '/admin/comments',
      '/admin/operations',
      '/admin/catalogs',
      '/admin/wellness-messages',
    ])
  })

  test('the greeting falls back to "Kullanıcı" without a name', () => {
    expect(greeting({ firstName: '', lastName: null })).toBe('Merhaba Kullanıcı')
    expect(greeting(null)).toBe('Merhaba Kullanıcı')
    expect(greeting({ firstName: 'Ali', lastName: '' })).toBe('Merhaba Ali')
  })

  test('the operations dropdown lists catalog names, then operations by title linked by slug (id when no slug)', () => {
    const menu = operationsMenu([
      {
        catalog: { id: 1, name: 'Diz' },
        operations: [
          { id: 5, slug: 'menisku-tamiri', title: 'Menisküs Tamiri', catalogId: 1 },
          { id: 6, slug: '', title: '', catalogId: 1 },
        ],
      },
    ])
    expect(menu).toEqual({
      label: 'Operasyonlar',
      children: [
        {
          label: 'Diz',
          children: [
            { label: 'Menisküs Tamiri', href: '/operations/menisku-tamiri' },
            { label: 'İsimsiz Operasyon', href: '/operations/6' },
          ],
        },
      ],
    })
  })
})
