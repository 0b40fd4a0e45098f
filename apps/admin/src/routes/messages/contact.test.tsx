import type { ContactMessage } from '@clinic/contract/message'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { renderAdmin } from '../../test-support/render-admin.tsx'
import { contactMessage, type FakeMessagesApi, messagesApi } from './test-messages.ts'

const PATH = '/admin/contact-messages'
const BASE = '/api/Contact'

function renderMessages(state: FakeMessagesApi<ContactMessage>, path = PATH) {
  return renderAdmin({ path, respond: messagesApi(BASE, state) })
}

describe('the contact messages', () => {
  test('shows the sender, the e-mail to answer, the subject, the date and the text from /api/Contact', async () => {
    const { calls } = renderMessages({ messages: [contactMessage()] })
    const row = (await screen.findByText('Ayşe Demir', { selector: '.data-table__title' })).closest('tr')!
    expect(screen.getByRole('heading', { level: 1, name: 'İletişim Mesajları' })).toBeInTheDocument()
    expect(within(row).getByText('Okunmadı')).toBeInTheDocument()
    expect(within(row).getByRole('link', { name: 'ayse.demir@example.com' })).toHaveAttribute(
      'href',
      'mailto:ayse.demir@example.com',
    )
    expect(within(row).queryByRole('link', { name: /^\+?\d/ })).toBeNull()
    expect(within(row).getByText('Diz ağrısı')).toBeInTheDocument()
    expect(within(row).getByText('Diz ağrısı').closest('p')).toHaveTextContent('Konu: Diz ağrısı')
    expect(within(row).getByText('15 Mayıs 2026 11:00')).toBeInTheDocument()
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Gönderen',
      'Mesaj',
      'Tarih',
      'İşlemler',
    ])
    expect(calls[0]?.url).toBe(`${BASE}?page=1&pageSize=20`)
  })

  test('an appointment request is marked «Randevu talebi» with the clinic, day and time in Turkish', async () => {
    renderMessages({
      messages: [
        contactMessage({
          id: 5,
          name: 'Zeynep Arslan',
          phoneNumber: '+90 532 111 22 33',
          subject: 'Randevu talebi',
          appointment: { clinic: 'batum', date: '2027-01-12', time: '10:30' },
        }),
        contactMessage(),
      ],
    })
    const row = (await screen.findByText('Zeynep Arslan', { selector: '.data-table__title' })).closest('tr')!
    expect(within(row).getByText('Randevu talebi', { selector: '.badge' })).toBeInTheDocument()
    expect(row.querySelector('.message-appointment')).toHaveTextContent(
      'Randevu talebi Batum Klinik · 12 Ocak 2027 Salı · saat 10:30',
    )
    expect(within(row).getByRole('link', { name: '+90 532 111 22 33' })).toHaveAttribute(
      'href',
      'tel:+905321112233',
    )
    const plain = screen.getByText('Ayşe Demir', { selector: '.data-table__title' }).closest('tr')!
    expect(within(plain).queryByText('Randevu talebi', { selector: '.badge' })).toBeNull()
  })

  test('says there is no contact message yet', async () => {
    renderMessages({ messages: [] })
    expect(await screen.findByText('Henüz iletişim mesajı yok.')).toBeInTheDocument()
  })

  test('marks read and deletes through /api/Contact, naming the message by its subject', async () => {
    const state: FakeMessagesApi<ContactMessage> = { messages: [contactMessage()] }
    const { calls } = renderMessages(state, `${PATH}?unread=true`)
    await userEvent.click(await screen.findByRole('button', { name: 'Okundu işaretle: Diz ağrısı' }))
    expect(await screen.findByText('«Diz ağrısı» mesajı okundu olarak işaretlendi.')).toBeInTheDocument()
    expect(calls.find((c) => c.init.method === 'PUT')?.url).toBe(`${BASE}/4/read`)
    expect(await screen.findByText('Okunmamış mesaj yok.')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Tümü' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Sil: Diz ağrısı' }))
    const dialog = screen.getByRole('alertdialog', { name: '«Diz ağrısı» mesajı silinsin mi?' })
    expect(dialog).toHaveTextContent('Ayşe Demir')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }))
    expect(await screen.findByText('«Diz ağrısı» mesajı silindi.')).toBeInTheDocument()
    expect(calls.find((c) => c.init.method === 'DELETE')?.url).toBe(`${BASE}/4`)
    expect(state.messages).toEqual([])
  })
})
