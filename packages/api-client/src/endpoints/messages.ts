import type { Message } from '@clinic/contract/common'
import type {
  ContactMessage,
  ContactMessageBody,
  MessageListQuery,
  WellnessMessage,
  WellnessMessageBody,
} from '@clinic/contract/message'
import { type CallOptions, type Http, type Page, path } from '../http.ts'

/** `unread: true` lists only unread messages. */
export type MessageListParams = MessageListQuery

/** Get-well ("Geçmiş Olsun") messages and contact messages share one shape of calls. */
function messageEndpoints<Item, Body>(http: Http, base: string) {
  return {
    /** Public: sends a message (with the captcha solution). */
    send: (body: Body, options?: CallOptions) =>
      http.send<Message>({ method: 'POST', path: base, body, ...options }),
    list: (query?: MessageListParams, options?: CallOptions) =>
      http.send<Item[]>({ method: 'GET', path: base, query, ...options }),
    listPage: (query?: MessageListParams, options?: CallOptions): Promise<Page<Item>> =>
      http.sendForPage<Item>({ method: 'GET', path: base, query, ...options }),
    markRead: (id: number, isRead: boolean, options?: CallOptions) =>
      http.send<Item>({ method: 'PUT', path: `${base}${path`/${id}`}/read`, body: { isRead }, ...options }),
    remove: (id: number, options?: CallOptions) =>
      http.send<void>({ method: 'DELETE', path: `${base}${path`/${id}`}`, ...options }),
  }
}

export const wellnessMessageEndpoints = (http: Http) =>
  messageEndpoints<WellnessMessage, WellnessMessageBody>(http, '/api/WellnessMessage')

export const contactMessageEndpoints = (http: Http) =>
  messageEndpoints<ContactMessage, ContactMessageBody>(http, '/api/Contact')
