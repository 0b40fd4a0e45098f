import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import type { StatisticsSummary } from '@clinic/contract/statistics'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { renderAdmin } from '../../test-support/render-admin.tsx'

function summary(days: 30 | 90): StatisticsSummary {
  const viewsPerDay = Array.from({ length: days }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, 26 - (days - 1) + i))
    return { day: date.toISOString().slice(0, 10), count: i === days - 1 ? 12 : 1 }
  })
  return {
    days,
    from: viewsPerDay[0]!.day,
    to: '2026-11-26',
    totalViews: days - 1 + 12,
    viewsPerDay,
    topPages: [{ path: '/blog/diz-agrisi', count: 9 }],
    topPosts: [
      { slug: 'diz-agrisi', title: 'Diz Ağrısı Neden Olur?', count: 7 },
      { slug: 'eski-yazi', title: null, count: 2 },
    ],
    topOperations: [{ slug: 'diz-protezi', title: 'Diz Protezi', count: 4 }],
    events: [
      { name: 'appointment_click', label: 'Randevu tıklaması', count: 5 },
      { name: 'contact_form_submit', label: 'İletişim formu gönderimi', count: 3 },
      { name: 'blog_read', label: 'Blog yazısı okuma', count: 9 },
      { name: 'operation_view', label: 'Operasyon görüntüleme', count: 4 },
      { name: 'page_load_time', label: 'Sayfa yükleme süresi', count: 20 },
      { name: 'local_search', label: 'Site içi arama', count: 6 },
    ],
    referrers: [
      { host: '', count: 10 },
      { host: 'google.com', count: 8 },
    ],
    devices: [
      { device: 'phone', label: 'Telefon', count: 11 },
      { device: 'tablet', label: 'Tablet', count: 1 },
      { device: 'desktop', label: 'Masaüstü', count: 6 },
    ],
    loadTimes: [
      { bucket: '<1s', count: 15 },
      { bucket: '1–2.5s', count: 4 },
      { bucket: '2.5–4s', count: 1 },
      { bucket: '>4s', count: 0 },
    ],
    emptySearches: [{ query: 'kalca kirigi', count: 2 }],
    totalSearches: 6,
  }
}

const respond = (url: string) => {
  if (url.startsWith('/api/admin/statistics')) return jsonResponse(summary(url.includes('days=90') ? 90 : 30))
  return jsonResponse([], { headers: { 'x-total-count': '0' } })
}

describe('İstatistikler', () => {
  test('shows the figures the API answers, with a table beside every chart', async () => {
    renderAdmin({ path: '/admin/statistics', viewer: 'editor', respond })
    expect(await screen.findByRole('heading', { name: 'İstatistikler', level: 1 })).toBeInTheDocument()
    // The summary: 29 days × 1 + 12 visits, and the searches that found nothing.
    const figures = await screen.findByLabelText('Dönemin özeti')
    expect(within(figures).getByText('Ziyaret').nextElementSibling).toHaveTextContent('41')
    expect(within(figures).getByText('Sonuçsuz arama').nextElementSibling).toHaveTextContent('2')
    const posts = screen.getByRole('region', { name: 'En çok okunan yazılar' })
    expect(within(posts).getByRole('rowheader', { name: /Diz Ağrısı Neden Olur\?/ })).toBeInTheDocument()
    expect(within(posts).getByRole('rowheader', { name: /eski-yazi/ })).toBeInTheDocument()
    const referrers = screen.getByRole('region', { name: 'Yönlendiren siteler' })
    expect(within(referrers).getByText('google.com')).toBeInTheDocument()
    expect(within(referrers).getByText('Doğrudan / site içinden')).toBeInTheDocument()
    const empty = screen.getByRole('region', { name: 'Sonuç bulunamayan aramalar' })
    expect(within(empty).getByText('kalca kirigi')).toBeInTheDocument()
    const visits = screen.getByRole('region', { name: 'Günlük ziyaretler' })
    expect(within(visits).getAllByRole('row')).toHaveLength(1 + 30)
    expect(screen.getAllByText('Tablo olarak göster').length).toBeGreaterThanOrEqual(7)
  }, 20_000)

  test('the period switch asks for 90 days and shows them', async () => {
    const { calls } = renderAdmin({ path: '/admin/statistics', respond })
    const ninety = await screen.findByRole('radio', { name: 'Son 90 gün' })
    expect(screen.getByRole('radio', { name: 'Son 30 gün' })).toBeChecked()
    await userEvent.click(ninety)
    await waitFor(() => expect(calls.some((c) => c.url.includes('days=90'))).toBe(true))
    const visits = await screen.findByRole('region', { name: 'Günlük ziyaretler' })
    await waitFor(() => expect(within(visits).getAllByRole('row')).toHaveLength(1 + 90))
    expect(ninety).toBeChecked()
  })

  test('an Editor finds "İstatistikler" in the menu', async () => {
    renderAdmin({ path: '/admin/statistics', viewer: 'editor', respond })
    expect(await screen.findByRole('link', { name: 'İstatistikler' })).toHaveAttribute(
      'href',
      '/admin/statistics',
    )
  })
})
