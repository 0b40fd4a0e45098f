import type { MessageListQuery } from '@clinic/contract/message'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { contactMessages, wellnessMessages } from '../../db/schema.ts'
import { notFound } from '../../lib/http-errors.ts'
import { newestFirstPage } from '../shared/sql.ts'

type Table = typeof wellnessMessages | typeof contactMessages

export interface Inbox<Row, New = unknown> {
  /** Stores a message the site's form sent (its consent given now). */
  receive(message: New): Promise<void>
  list(query: MessageListQuery): Promise<{ items: Row[]; total: number }>
  find(id: number): Promise<Row>
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
      const { rows, total } = await newestFirstPage(db, inboxTable, where, query)
      return { items: rows, total }
    },
    async find(id: number): Promise<Row> {
      const [row] = await db.select().from(table).where(eq(table.id, id))
      if (!row) throw notFound(notFoundMessage)
      return row as Row
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
