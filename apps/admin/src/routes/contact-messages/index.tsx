import type { ContactMessage } from '@clinic/contract/message'
import { MessageListScreen } from '../messages/message-list-screen.tsx'
import type { MessageScreenConfig } from '../messages/message-screen-config.ts'

export const CONTACT_MESSAGES: MessageScreenConfig<ContactMessage> = {
  listKey: 'contact-messages',
  title: 'İletişim Mesajları',
  caption: 'İletişim mesajları',
  loadingText: 'Mesajlar yükleniyor…',
  emptyText: 'Henüz iletişim mesajı yok.',
  calls: (api) => api.contactMessages,
  sender: (m) => ({ name: m.name, email: m.email, phone: m.phoneNumber }),
  topic: { label: 'Konu', value: (m) => m.subject, missing: '—' },
  rowName: (m) => m.subject,
}

/** /admin/contact-messages: the messages sent through /iletisim. */
export function ContactMessagesScreen() {
  return <MessageListScreen config={CONTACT_MESSAGES} />
}
