import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import type { SetupStatus } from '@clinic/contract/site-settings'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { publishState, renderAdmin } from '../../test-support/render-admin.tsx'

const TOTALS: [RegExp, number][] = [
  [/status=pending/, 3],
  [/status=reported/, 0],
  [/WellnessMessage.*unread=true/, 2],
  [/Contact.*unread=true/, 0],
  [/\/api\/blog\/admin/, 1250],
  [/\/api\/Operation\/admin/, 48],
]

function setupStatus(overrides: Partial<SetupStatus> = {}): SetupStatus {
  return {
    doctorPhoto: true,
    bio: true,
    bookingUrl: true,
    addresses: true,
    mapPositions: true,
    contactEmail: true,
    analytics: false,
    adminPasswordChanged: true,
    smtp: true,
    complete: true,
    ...overrides,
  }
}

describe('the overview', () => {
  test("an Editor's overview is the content's: no messages, checklist or publishing, and no Admin call", async () => {
    const { calls } = renderAdmin({
      path: '/admin',
      viewer: 'editor',
      respond: (url) => {
        const total = TOTALS.find(([pattern]) => pattern.test(url))
        return jsonResponse([], { headers: { 'X-Total-Count': String(total?.[1] ?? 0) } })
      },
    })
    expect(await screen.findByRole('heading', { name: 'Genel bakış' })).toBeInTheDocument()
    expect(await screen.findByText('Onay bekleyen yorum')).toBeInTheDocument()
    expect(screen.getByText('Blog yazısı')).toBeInTheDocument()
    expect(screen.queryByText(/geçmiş olsun mesajı/i)).toBeNull()
    expect(screen.queryByText(/iletişim mesajı/i)).toBeNull()
    await waitFor(() => expect(calls.length).toBeGreaterThan(0))
    const urls = calls.map((c) => c.url)
    for (const adminOnly of ['/api/site/', '/api/Contact', '/api/WellnessMessage'])
      expect(urls.filter((u) => u.includes(adminOnly))).toEqual([])
  })

  test('the first-run checklist shows each item done or not, linking to where it is done', async () => {
    renderAdmin({
      path: '/admin',
      respond: (url) => {
        if (url.startsWith('/api/site/publish')) return jsonResponse(publishState())
        if (url.startsWith('/api/site/setup-status'))
          return jsonResponse(
            setupStatus({ contactEmail: false, adminPasswordChanged: false, smtp: false, complete: false }),
          )
        return jsonResponse([], { headers: { 'x-total-count': '0' } })
      },
    })
    const card = await screen.findByRole('region', { name: 'İlk kurulum' }, { timeout: 5000 })
    expect(card).toHaveTextContent('3 madde kaldı')
    expect(within(card).getByRole('link', { name: 'Şimdi yap: İletişim e-postası' })).toHaveAttribute(
      'href',
      '/admin/settings#iletisim',
    )
    expect(within(card).getByRole('link', { name: 'Düzenle: Doktorun fotoğrafı' })).toHaveAttribute(
      'href',
      '/admin/settings#doktor',
    )
    expect(
      within(card).getByRole('link', {
        name: 'Şifreyi değiştir: Yönetici şifresi varsayılandan değiştirildi',
      }),
    ).toHaveAttribute('href', expect.stringMatching(/\/change-password$/))
    expect(within(card).getByText('Nasıl yapılır?')).toBeInTheDocument()
    expect(card).toHaveTextContent('SMTP_URL')
  })

  test('the checklist is gone once every required item is done', async () => {
    renderAdmin({
      path: '/admin',
      respond: (url) => {
        if (url.startsWith('/api/site/publish')) return jsonResponse(publishState())
        if (url.startsWith('/api/site/setup-status')) return jsonResponse(setupStatus())
        return jsonResponse([], { headers: { 'x-total-count': '0' } })
      },
    })
    expect(await screen.findByText('Site: Yayında', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'İlk kurulum' })).toBeNull()
  })

  test('shows what waits for the staff, how much there is, and where publishing stands', async () => {
    renderAdmin({
      path: '/admin',
      respond: (url) => {
        if (url.startsWith('/api/site/publish')) return jsonResponse(publishState())
        if (url.startsWith('/api/site/setup-status')) return jsonResponse(setupStatus({ complete: true }))
        const total = TOTALS.find(([pattern]) => pattern.test(url))?.[1]
        return jsonResponse([], { headers: { 'x-total-count': String(total ?? 0) } })
      },
    })
    const pending = await screen.findByRole('link', { name: '3 Onay bekleyen yorum' }, { timeout: 5000 })
    expect(pending).toHaveAttribute('href', '/admin/comments?status=pending')
    expect(pending).toHaveClass('tile--attention')
    expect(screen.getByRole('link', { name: '0 Şikâyet edilen yorum' })).not.toHaveClass('tile--attention')
    expect(await screen.findByRole('link', { name: '2 Okunmamış geçmiş olsun mesajı' })).toHaveAttribute(
      'href',
      '/admin/wellness-messages?unread=true',
    )
    expect(await screen.findByRole('link', { name: '1.250 Blog yazısı' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: '48 Operasyon' })).toBeInTheDocument()
    expect(await screen.findByText('Site: Yayında')).toBeInTheDocument()
  })

  test('follows a running build until the site is live, as the publishing screen does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      let building = true
      const { calls } = renderAdmin({
        path: '/admin',
        respond: (url) =>
          url.startsWith('/api/site/publish')
            ? jsonResponse(publishState({ building }))
            : jsonResponse([], { headers: { 'x-total-count': '0' } }),
      })
      const asked = () => calls.filter((call) => call.url === '/api/site/publish').length
      expect(await screen.findByText('Site: Değişiklikler yayınlanıyor…')).toBeInTheDocument()
      expect(asked()).toBe(1)
      building = false
      await vi.advanceTimersByTimeAsync(2100)
      expect(await screen.findByText('Site: Yayında')).toBeInTheDocument()
      expect(asked()).toBe(2)
      await vi.advanceTimersByTimeAsync(9000)
      expect(asked()).toBe(2)
      await vi.advanceTimersByTimeAsync(8000)
      await waitFor(() => expect(asked()).toBe(3))
    } finally {
      vi.useRealTimers()
    }
  })
})
