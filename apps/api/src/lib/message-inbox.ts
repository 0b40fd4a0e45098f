import { IdParams } from '@clinic/contract/common'
import { MessageListQuery, ReadBody } from '@clinic/contract/message'
import { count, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Database } from '../db/client.ts'
import type { contactMessages, wellnessMessages } from '../db/schema.ts'
import { notFound } from './http-errors.ts'
import { paginate, withTotal } from './listing.ts'

type Table = typeof wellnessMessages | typeof contactMessages

export interface Inbox<Row, New = unknown> {
  /** Stores a message the site's form sent (its consent given now). */
  receive(message: New): Promise<void>
  list(query: MessageListQuery): Promise<{ items: Row[]; total: number }>
  setRead(id: number, isRead: boolean): Promise<Row>
  remove(id: number): Promise<void>
}

/**
 * A message inbox (get-well or contact messages): the form's message stored; the admin's side newest first, paged,
 * `unread=true` for unread only; mark read or unread; delete.
 */
export function createInbox<T extends Table>(
  db: Database,
  inboxTable: T,
  notFoundMessage: string,
): Inbox<T['$inferSelect'], Omit<T['$inferInsert'], 'consentAt'>> {
  type Row = T['$inferSelect']
  // Both tables share id, isRead and createdAt; drizzle cannot type one query over a union of tables.
  const table = inboxTable as typeof wellnessMessages

  return {
    async receive(message) {
      // Typed by the caller's table (Inbox's `New`); drizzle cannot type an insert into a generic table.
      await db
        .insert(table)
        .values({ ...message, consentAt: new Date() } as typeof wellnessMessages.$inferInsert)
    },

    async list(query: MessageListQuery): Promise<{ items: Row[]; total: number }> {
      const where = query.unread === undefined ? undefined : eq(table.isRead, !query.unread)
      const select = db
        .select()
        .from(table)
        .where(where)
        .orderBy(desc(table.createdAt), desc(table.id))
        .$dynamic()
      const [items, [total]] = await Promise.all([
        paginate(select, query),
        db.select({ n: count() }).from(table).where(where),
      ])
      return { items: items as Row[], total: total?.n ?? 0 }
    },
    async setRead(id: number, isRead: boolean): Promise<Row> {
      const [row] = await db.update(table).set({ isRead }).where(eq(table.id, id)).returning()
      if (!row) throw notFound(notFoundMessage)
      return row as Row
    },
    async remove(id: number): Promise<void> {
      const [row] = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id })
      if (!row) throw notFound(notFoundMessage)
    },
  }
}

/**
 * The admin calls of an inbox: GET `paths.list`, PUT `paths.read` and DELETE `paths.one`, admins only. The same
 * zod schemas validate and document them as on any route; the handlers take their already validated input.
 */
export function registerInboxAdminRoutes<Row>(
  app: FastifyInstance,
  opts: {
    paths: { list: string; one: string; read: string }
    tags: string[]
    item: z.ZodType
    inbox: Inbox<Row>
    toItem: (row: Row) => unknown
  },
) {
  const { paths, tags, item, inbox, toItem } = opts
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
      return toItem(await inbox.setRead(id, (req.body as z.infer<typeof ReadBody>).isRead))
    },
  )

  app.delete(
    paths.one,
    { onRequest: app.requireAdmin, schema: { tags, security, summary: 'Mesajı sil', params: IdParams } },
    async (req, reply) => {
      await inbox.remove((req.params as z.infer<typeof IdParams>).id)
      return reply.code(204).send()
    },
  )
}

/** Where the admin reads messages: ADMIN_ORIGIN when the admin has its own, otherwise the site's /admin. */
export function adminUrl(
  config: { adminOrigin: string | undefined; publicSiteUrl: string },
  path: string,
): string {
  return `${(config.adminOrigin ?? config.publicSiteUrl).replace(/\/$/, '')}/admin${path}`
}
