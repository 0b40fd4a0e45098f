import type { WellnessMessage } from '@clinic/contract/message'
import { MessageListScreen } from '../messages/message-list-screen.tsx'
import type { MessageScreenConfig } from '../messages/message-screen-config.ts'

export const WELLNESS_MESSAGES: MessageScreenConfig<WellnessMessage> = {
  listKey: 'wellness-messages',
  title: 'Geçmiş Olsun Mesajları',
  caption: 'Geçmiş olsun mesajları',
  loadingText: 'Mesajlar yükleniyor…',
  emptyText: 'Henüz geçmiş olsun mesajı yok.',
  calls: (api) => api.wellnessMessages,
  sender: (m) => ({ name: m.senderName, email: m.email, phone: m.phoneNumber }),
  topic: { label: 'Hasta', value: (m) => m.patientName, missing: 'Belirtilmemiş' },
  rowName: (m) => m.senderName,
}

/** /admin/wellness-messages: the get-well messages sent through /gecmis-olsun. */
export function WellnessMessagesScreen() {
  return <MessageListScreen config={WELLNESS_MESSAGES} />
}
