import { IdParams } from '@clinic/contract/common'
import { MessageListQuery, ReadBody } from '@clinic/contract/message'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Inbox } from '../services/messages/inbox.ts'
import { withTotal } from './http.ts'

/**
 * The admin calls of an inbox: GET `paths.list`, PUT `paths.read` and DELETE `paths.one`, admins only. The same
 * zod schemas validate and document them as on any route; the handlers take their already validated input.
 */
export function registerInboxAdminRoutes<Row>(
  app: FastifyInstance,
  opts: {
    paths: { list: string; one: string; read: string }
    /** How the audit log names these messages (their bodies are never kept). */
    resource: 'contact-message' | 'wellness-message'
    tags: string[]
    item: z.ZodType
    inbox: Inbox<Row>
    toItem: (row: Row) => unknown
  },
) {
  const { paths, tags, item, inbox, toItem, resource } = opts
  /** What the audit log keeps of a message: its state and date, never its sender's details or its text. */
  const state = (row: Row) => {
    const { isRead, createdDate } = toItem(row) as { isRead: boolean; createdDate: string }
    return { isRead, createdDate }
  }
  const security = [{ bearerAuth: [] }]

  app.get(
    paths.list,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Mesajlar (yönetici)',
        description: 'En yeni önce; `unread=true` yalnızca okunmamışları verir. X-Total-Count toplamı verir.',
        querystring: MessageListQuery,
        response: { 200: z.array(item) },
      },
    },
    async (req, reply) => {
      const { items, total } = await inbox.list(req.query as MessageListQuery)
      return withTotal(reply, { items: items.map(toItem), total })
    },
  )

  app.put(
    paths.read,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Okundu / okunmadı',
        params: IdParams,
        body: ReadBody,
        response: { 200: item },
      },
    },
    async (req) => {
      const { id } = req.params as z.infer<typeof IdParams>
      const isRead = (req.body as z.infer<typeof ReadBody>).isRead
      const row = await app.audit.audited(
        req,
        { action: 'read', resource, resourceId: id },
        () => inbox.setRead(id, isRead),
        { before: async () => state(await inbox.find(id)), after: state },
      )
      return toItem(row)
    },
  )

  app.delete(
    paths.one,
    { onRequest: app.requireAdmin, schema: { tags, security, summary: 'Mesajı sil', params: IdParams } },
    async (req, reply) => {
      const { id } = req.params as z.infer<typeof IdParams>
      await app.audit.audited(req, { action: 'delete', resource, resourceId: id }, () => inbox.remove(id), {
        before: async () => state(await inbox.find(id)),
      })
      return reply.code(204).send()
    },
  )
}
