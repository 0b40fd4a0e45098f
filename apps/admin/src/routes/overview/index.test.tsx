import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import { screen, waitFor } from '@testing-library/react'
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

describe('the overview', () => {
  test('shows what waits for the staff, how much there is, and where publishing stands', async () => {
    renderAdmin({
      path: '/admin',
      respond: (url) => {
        if (url.startsWith('/api/site/publish')) return jsonResponse(publishState())
        const total = TOTALS.find(([pattern]) => pattern.test(url))?.[1]
        return jsonResponse([], { headers: { 'x-total-count': String(total ?? 0) } })
      },
    })
    const pending = await screen.findByRole('link', { name: '3 Onay bekleyen yorum' })
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
