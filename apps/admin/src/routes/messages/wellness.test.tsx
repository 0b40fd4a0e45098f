import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import type { WellnessMessage } from '@clinic/contract/message'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { renderAdmin } from '../../test-support/render-admin.tsx'
import { type FakeMessagesApi, messagesApi, wellnessMessage } from './test-messages.ts'

const PATH = '/admin/wellness-messages'
const BASE = '/api/WellnessMessage'

function renderMessages(state: FakeMessagesApi<WellnessMessage>, path = PATH) {
  return renderAdmin({ path, respond: messagesApi(BASE, state) })
}

const lists = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((c) => (c.init.method ?? 'GET') === 'GET').map((c) => c.url)

const rowOf = (sender: string) => screen.getByText(sender, { selector: '.data-table__title' }).closest('tr')!

const LONG =
  'Sevgili Ali, ameliyatının iyi geçtiğini duyunca çok sevindik. Bütün aile seni düşünüyoruz ve bir an önce ayağa kalkmanı diliyoruz. Doktorların ve hemşirelerin sözünü dinle, sabırlı ol. Yakında yine birlikte yürüyüşe çıkacağız, sahilde çay içeceğiz. SON_CUMLE burada.'

describe('the get-well messages', () => {
  test('says it is loading until the first answer', async () => {
    renderAdmin({ path: PATH, respond: () => new Promise<Response>(() => {}) })
    expect(await screen.findByText('Mesajlar yükleniyor…')).toBeInTheDocument()
  })

  test('shows the sender, how to reach them, the patient, the date and the text; unread ones say so', async () => {
    const { calls } = renderMessages({
      messages: [
        wellnessMessage(),
        wellnessMessage({
          id: 2,
          senderName: 'Zeynep Ak',
          email: null,
          phoneNumber: null,
          patientName: null,
          isRead: true,
        }),
      ],
    })
    const row = (await screen.findByText('Mehmet Kaya', { selector: '.data-table__title' })).closest('tr')!
    expect(within(row).getByText('Okunmadı')).toBeInTheDocument()
    expect(within(row).getByRole('link', { name: 'mehmet@example.com' })).toHaveAttribute(
      'href',
      'mailto:mehmet@example.com',
    )
    expect(within(row).getByRole('link', { name: '+90 532 111 22 33' })).toHaveAttribute(
      'href',
      'tel:+905321112233',
    )
    expect(within(row).getByText('Ali Kaya').closest('p')).toHaveTextContent('Hasta: Ali Kaya')
    expect(within(row).getByText('14 Mayıs 2026 09:05')).toBeInTheDocument()
    expect(within(row).getByText('Çok geçmiş olsun, en kısa zamanda iyileşmeni dilerim.')).toBeInTheDocument()
    expect(within(row).getByRole('button', { name: 'Okundu işaretle: Mehmet Kaya' })).toBeInTheDocument()

    const read = rowOf('Zeynep Ak')
    expect(within(read).queryByText('Okunmadı')).toBeNull()
    expect(within(read).getByText('İletişim bilgisi bırakılmamış')).toBeInTheDocument()
    expect(within(read).getByText('Belirtilmemiş').closest('p')).toHaveTextContent('Hasta: Belirtilmemiş')
    expect(within(read).getByRole('button', { name: 'Okunmadı işaretle: Zeynep Ak' })).toBeInTheDocument()
    expect(lists(calls)).toEqual([`${BASE}?page=1&pageSize=20`])
  })

  test('says there are no messages yet, and that none is unread under the unread filter', async () => {
    renderMessages({ messages: [] })
    expect(await screen.findByText('Henüz geçmiş olsun mesajı yok.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Okunmamış' }))
    expect(await screen.findByText('Okunmamış mesaj yok.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Okunmuş' }))
    expect(await screen.findByText('Okunmuş mesaj yok.')).toBeInTheDocument()
  })

  test('shows the server’s refusal when the list cannot be read, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    const api = messagesApi(BASE, { messages: [wellnessMessage()] })
    renderAdmin({
      path: PATH,
      respond: (url, init) =>
        fail ? jsonResponse({ message: 'Sunucuda bir hata oluştu.' }, { status: 500 }) : api(url, init),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Sunucuda bir hata oluştu.')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }))
    expect(await screen.findByText('Mehmet Kaya', { selector: '.data-table__title' })).toBeInTheDocument()
  })

  test('the read filter asks unread=true or unread=false, shows which is on, and keeps it in the URL', async () => {
    const { calls, router } = renderMessages({
      messages: [wellnessMessage(), wellnessMessage({ id: 2, senderName: 'Zeynep Ak', isRead: true })],
    })
    await screen.findByText('Zeynep Ak')
    expect(screen.getByRole('button', { name: 'Tümü' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Okunmamış' }))
    await waitFor(() => expect(screen.queryByText('Zeynep Ak')).toBeNull())
    expect(screen.getByRole('button', { name: 'Okunmamış' })).toHaveAttribute('aria-pressed', 'true')
    expect(lists(calls).at(-1)).toBe(`${BASE}?unread=true&page=1&pageSize=20`)
    expect(router.state.location.search).toBe('?unread=true')
    await userEvent.click(screen.getByRole('button', { name: 'Okunmuş' }))
    await waitFor(() => expect(screen.queryByText('Mehmet Kaya')).toBeNull())
    expect(lists(calls).at(-1)).toBe(`${BASE}?unread=false&page=1&pageSize=20`)
  })

  test('pages through the server’s total', async () => {
    const messages = Array.from({ length: 23 }, (_, i) =>
      wellnessMessage({ id: 100 - i, senderName: `Gönderen ${i + 1}` }),
    )
    const { calls } = renderMessages({ messages })
    await screen.findByText('Gönderen 1')
    await userEvent.click(screen.getByRole('button', { name: 'Sayfa 2' }))
    expect(await screen.findByText('Gönderen 21')).toBeInTheDocument()
    expect(lists(calls).at(-1)).toBe(`${BASE}?page=2&pageSize=20`)
  })

  test('marking read saves it, says so, and the message leaves the unread filter', async () => {
    const state: FakeMessagesApi<WellnessMessage> = { messages: [wellnessMessage()] }
    const { calls } = renderMessages(state, `${PATH}?unread=true`)
    await userEvent.click(await screen.findByRole('button', { name: 'Okundu işaretle: Mehmet Kaya' }))
    expect(await screen.findByText('«Mehmet Kaya» mesajı okundu olarak işaretlendi.')).toBeInTheDocument()
    const put = calls.find((c) => c.init.method === 'PUT')!
    expect(put.url).toBe(`${BASE}/3/read`)
    expect(JSON.parse(put.init.body as string)).toEqual({ isRead: true })
    expect(await screen.findByText('Okunmamış mesaj yok.')).toBeInTheDocument()
  })

  test('a message that leaves the view takes focus to the one now in its place', async () => {
    const state: FakeMessagesApi<WellnessMessage> = {
      messages: [
        wellnessMessage(),
        wellnessMessage({ id: 2, senderName: 'Zeynep Ak' }),
        wellnessMessage({ id: 1, senderName: 'Ali Veli' }),
      ],
    }
    renderMessages(state, `${PATH}?unread=true`)
    await userEvent.click(await screen.findByRole('button', { name: 'Okundu işaretle: Mehmet Kaya' }))
    expect(await screen.findByText('«Mehmet Kaya» mesajı okundu olarak işaretlendi.')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Okundu işaretle: Zeynep Ak' })).toHaveFocus(),
    )

    await userEvent.click(screen.getByRole('button', { name: 'Sil: Ali Veli' }))
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sil' }))
    expect(await screen.findByText('«Ali Veli» mesajı silindi.')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Okundu işaretle: Zeynep Ak' })).toHaveFocus(),
    )
  })

  test('a read message can be marked unread again', async () => {
    const state: FakeMessagesApi<WellnessMessage> = { messages: [wellnessMessage({ isRead: true })] }
    renderMessages(state)
    await userEvent.click(await screen.findByRole('button', { name: 'Okunmadı işaretle: Mehmet Kaya' }))
    expect(await screen.findByText('«Mehmet Kaya» mesajı okunmadı olarak işaretlendi.')).toBeInTheDocument()
    expect(await within(rowOf('Mehmet Kaya')).findByText('Okunmadı')).toBeInTheDocument()
    expect(state.messages[0]?.isRead).toBe(false)
  })

  test('deletes after a confirm naming the sender and the date; a cancel deletes nothing', async () => {
    const state: FakeMessagesApi<WellnessMessage> = { messages: [wellnessMessage()] }
    const { calls } = renderMessages(state)
    await userEvent.click(await screen.findByRole('button', { name: 'Sil: Mehmet Kaya' }))
    await userEvent.click(screen.getByRole('button', { name: 'Vazgeç' }))
    expect(calls.some((c) => c.init.method === 'DELETE')).toBe(false)

    await userEvent.click(screen.getByRole('button', { name: 'Sil: Mehmet Kaya' }))
    const dialog = screen.getByRole('alertdialog', { name: '«Mehmet Kaya» mesajı silinsin mi?' })
    expect(dialog).toHaveTextContent('14 Mayıs 2026 09:05')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }))
    expect(await screen.findByText('«Mehmet Kaya» mesajı silindi.')).toBeInTheDocument()
    expect(calls.find((c) => c.init.method === 'DELETE')?.url).toBe(`${BASE}/3`)
    expect(await screen.findByText('Henüz geçmiş olsun mesajı yok.')).toBeInTheDocument()
  })

  test('a long text opens with a toggle, and opening it does not mark the message read', async () => {
    const { calls } = renderMessages({ messages: [wellnessMessage({ message: LONG })] })
    const toggle = await screen.findByRole('button', { name: 'Devamını göster: Mehmet Kaya' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText(/SON_CUMLE/)).toBeNull()
    await userEvent.click(toggle)
    expect(screen.getByRole('button', { name: 'Kısalt: Mehmet Kaya' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(screen.getByText(LONG)).toBeInTheDocument()
    expect(calls.filter((c) => c.init.method === 'PUT')).toEqual([])
    expect(within(rowOf('Mehmet Kaya')).getByText('Okunmadı')).toBeInTheDocument()
  })

  test('a text made of markup stays text', async () => {
    renderMessages({
      messages: [
        wellnessMessage({ senderName: '<b>Kalın</b>', message: '<img src=x onerror=alert(1)> merhaba' }),
      ],
    })
    expect(await screen.findByText('<b>Kalın</b>', { selector: '.data-table__title' })).toBeInTheDocument()
    expect(screen.getByText('<img src=x onerror=alert(1)> merhaba')).toBeInTheDocument()
    expect(document.querySelector('main img')).toBeNull()
  })

  test('shows the server’s Turkish refusal of a change', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderMessages({ messages: [wellnessMessage()], refuse: [404, 'Mesaj bulunamadı.'] })
    await userEvent.click(await screen.findByRole('button', { name: 'Okundu işaretle: Mehmet Kaya' }))
    const toast = await screen.findByText('Mesaj bulunamadı.')
    expect(toast.closest('.toast')).toHaveClass('toast--error')
  })
})
