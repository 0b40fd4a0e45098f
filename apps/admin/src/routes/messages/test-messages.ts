import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import type { ContactMessage, WellnessMessage } from '@clinic/contract/message'
import { fixture, pageAnswer, takeRefusal } from '../../test-support/fake-api.ts'

export const wellnessMessage = fixture<WellnessMessage>({
  id: 3,
  senderName: 'Mehmet Kaya',
  email: 'mehmet@example.com',
  phoneNumber: '+90 532 111 22 33',
  patientName: 'Ali Kaya',
  message: 'Çok geçmiş olsun, en kısa zamanda iyileşmeni dilerim.',
  isRead: false,
  createdDate: '2026-05-14T06:05:00.000Z',
})

export const contactMessage = fixture<ContactMessage>({
  id: 4,
  name: 'Ayşe Demir',
  email: 'ayse.demir@example.com',
  phoneNumber: null,
  subject: 'Diz ağrısı',
  message: 'Merdiven çıkarken sağ dizimde ağrı oluyor. Muayene için hangi günler uygunsunuz?',
  appointment: null,
  isRead: false,
  createdDate: '2026-05-15T08:00:00.000Z',
})

export interface FakeMessagesApi<M extends { id: number; isRead: boolean }> {
  messages: M[]
  /** A refusal for the next change (PUT or DELETE): [status, Turkish message]. */
  refuse?: [number, string]
}

/** A message kind's admin calls under `base` over an in-memory list (kept newest first), as the API answers them. */
export function messagesApi<M extends { id: number; isRead: boolean }>(
  base: string,
  state: FakeMessagesApi<M>,
) {
  return (url: string, init: RequestInit): Response => {
    const { pathname, searchParams } = new URL(url, 'http://admin.test')
    const method = init.method ?? 'GET'
    if (pathname === base && method === 'GET') {
      const unread = searchParams.get('unread')
      const found = state.messages.filter((m) => unread === null || m.isRead === (unread === 'false'))
      return pageAnswer(found, searchParams)
    }
    const match = pathname.slice(base.length).match(/^\/(\d+)(\/read)?$/)
    if (!pathname.startsWith(base) || !match) {
      return jsonResponse({ message: `unexpected ${method} ${url}` }, { status: 500 })
    }
    const index = state.messages.findIndex((m) => m.id === Number(match[1]))
    if (index === -1) return jsonResponse({ message: 'Mesaj bulunamadı.' }, { status: 404 })
    const refusal = takeRefusal(state)
    if (refusal) return refusal
    if (method === 'DELETE') {
      state.messages.splice(index, 1)
      return new Response(null, { status: 204 })
    }
    const { isRead } = JSON.parse(init.body as string) as { isRead: boolean }
    state.messages[index] = { ...state.messages[index]!, isRead }
    return jsonResponse(state.messages[index])
  }
}
