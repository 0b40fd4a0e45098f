import type { ApiClient } from '@clinic/api-client/client'
import type { Page } from '@clinic/api-client/http'
import type {
  AppointmentRequest,
  ContactMessage,
  MessageListQuery,
  WellnessMessage,
} from '@clinic/contract/message'
import { keys } from '../../cache/keys.ts'

/** What both message kinds have. */
export interface BaseMessage {
  id: number
  message: string
  isRead: boolean
  createdDate: string
}

/** The admin calls of one message kind (`api.wellnessMessages` or `api.contactMessages`). */
export interface MessageCalls<M extends BaseMessage> {
  listPage(query: MessageListQuery): Promise<Page<M>>
  markRead(id: number, isRead: boolean): Promise<M>
  remove(id: number): Promise<void>
}

/** How one message screen differs from the other: texts, calls and fields. */
export interface MessageScreenConfig<M extends BaseMessage> {
  resource: 'wellness-messages' | 'contact-messages'
  listKey(filter: object): readonly unknown[]
  title: string
  /** The table's caption (read by screen readers). */
  caption: string
  loadingText: string
  /** The list is empty without a filter. */
  emptyText: string
  calls(api: ApiClient): MessageCalls<M>
  sender(message: M): { name: string; email: string | null; phone: string | null }
  /** The line above the text: the patient of a get-well message, the subject of a contact. */
  topic: { label: string; value(message: M): string | null; missing: string }
  /** Names the message in buttons, confirms and toasts ("Sil: Diz ağrısı"). */
  rowName(message: M): string
  /** The clinic, day and time a contact message asks for ("Randevu talebi"); none for get-well messages. */
  appointment?(message: M): AppointmentRequest | null
}

export const WELLNESS_MESSAGES: MessageScreenConfig<WellnessMessage> = {
  resource: 'wellness-messages',
  listKey: keys.wellnessMessages.list,
  title: 'Geçmiş Olsun Mesajları',
  caption: 'Geçmiş olsun mesajları',
  loadingText: 'Mesajlar yükleniyor…',
  emptyText: 'Henüz geçmiş olsun mesajı yok.',
  calls: (api) => api.wellnessMessages,
  sender: (m) => ({ name: m.senderName, email: m.email, phone: m.phoneNumber }),
  topic: { label: 'Hasta', value: (m) => m.patientName, missing: 'Belirtilmemiş' },
  rowName: (m) => m.senderName,
}

export const CONTACT_MESSAGES: MessageScreenConfig<ContactMessage> = {
  resource: 'contact-messages',
  listKey: keys.contactMessages.list,
  title: 'İletişim Mesajları',
  caption: 'İletişim mesajları',
  loadingText: 'Mesajlar yükleniyor…',
  emptyText: 'Henüz iletişim mesajı yok.',
  calls: (api) => api.contactMessages,
  sender: (m) => ({ name: m.name, email: m.email, phone: m.phoneNumber }),
  topic: { label: 'Konu', value: (m) => m.subject, missing: '—' },
  rowName: (m) => m.subject,
  appointment: (m) => m.appointment,
}
