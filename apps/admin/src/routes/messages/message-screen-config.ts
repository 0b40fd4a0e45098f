import type { ApiClient } from '@clinic/api-client/client'
import type { Page } from '@clinic/api-client/http'
import type { MessageListQuery } from '@clinic/contract/message'

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
  /** The swr key's first item (revalidated after every change). */
  listKey: string
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
}
