import { ApiPaths, apiPath } from '@clinic/contract/api-paths'
import type { Message } from '@clinic/contract/common'
import type {
  ContactMessage,
  ContactMessageBody,
  MessageListQuery,
  WellnessMessage,
  WellnessMessageBody,
} from '@clinic/contract/message'
import type { CallOptions, Http, Page } from '../http.ts'

/** `unread: true` lists only unread messages. */
export type MessageListParams = MessageListQuery

/** Get-well ("Geçmiş Olsun") messages and contact messages share one shape of calls. */
type InboxPaths =
  | {
      list: typeof ApiPaths.wellnessMessages
      one: typeof ApiPaths.wellnessMessage
      read: typeof ApiPaths.wellnessMessageRead
    }
  | {
      list: typeof ApiPaths.contactMessages
      one: typeof ApiPaths.contactMessage
      read: typeof ApiPaths.contactMessageRead
    }

function messageEndpoints<Item, Body>(http: Http, paths: InboxPaths) {
  return {
    /** Public: sends a message (with the captcha solution). */
    send: (body: Body, options?: CallOptions) =>
      http.send<Message>({ method: 'POST', path: paths.list, body, ...options }),
    list: (query?: MessageListParams, options?: CallOptions) =>
      http.send<Item[]>({ method: 'GET', path: paths.list, query, ...options }),
    listPage: (query?: MessageListParams, options?: CallOptions): Promise<Page<Item>> =>
      http.sendForPage<Item>({ method: 'GET', path: paths.list, query, ...options }),
    markRead: (id: number, isRead: boolean, options?: CallOptions) =>
      http.send<Item>({ method: 'PUT', path: apiPath(paths.read, { id }), body: { isRead }, ...options }),
    remove: (id: number, options?: CallOptions) =>
      http.send<void>({ method: 'DELETE', path: apiPath(paths.one, { id }), ...options }),
  }
}

export const wellnessMessageEndpoints = (http: Http) =>
  messageEndpoints<WellnessMessage, WellnessMessageBody>(http, {
    list: ApiPaths.wellnessMessages,
    one: ApiPaths.wellnessMessage,
    read: ApiPaths.wellnessMessageRead,
  })

export const contactMessageEndpoints = (http: Http) =>
  messageEndpoints<ContactMessage, ContactMessageBody>(http, {
    list: ApiPaths.contactMessages,
    one: ApiPaths.contactMessage,
    read: ApiPaths.contactMessageRead,
  })
