import type { AuditEntry, AuditFilter, AuditListQuery } from '@clinic/contract/audit'
import { AUDIT_ACTION_LABELS, AUDIT_RESOURCE_LABELS, type AuditResource } from '@clinic/contract/audit'
import { isStaffRoles } from '@clinic/contract/roles'
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { auditLog, users } from '../../db/schema.ts'
import {
  CSV_BOM,
  changedFields,
  clinicDateTime,
  clinicDayEnd,
  clinicDayStart,
  csvLine,
  redact,
} from '../../lib/audit-fields.ts'
import { pageWindow } from '../../lib/listing.ts'

/** What a caller says about an action; who and from where come from the request (see the plugin's `record`). */
export interface AuditEvent {
  action: string
  /** One of AUDIT_RESOURCES; the safety net of unrecorded staff writes names the route instead. */
  resource: AuditResource | (string & {})
  resourceId?: string | number | null | undefined
  /** The record before the change (whole: only the changed fields are kept when `after` is given too). */
  before?: unknown
  after?: unknown
}

export interface AuditActor {
  id: number | null
  email: string | null
}

/** An audit list page's default size: the log is long, an unpaged call must not read it whole. */
export const AUDIT_PAGE_SIZE = 50
const CSV_BATCH = 500

export const CSV_HEADERS = [
  'Kayıt no',
  'Zaman (Türkiye)',
  'Kişi no',
  'Kişi e-postası',
  'Adres',
  'İşlem',
  'Kayıt türü',
  'Kayıt no (hedef)',
  'Önce',
  'Sonra',
]

type Row = typeof auditLog.$inferSelect

const toEntry = (row: Row): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  address: row.address,
  action: row.action,
  resource: row.resource,
  resourceId: row.resourceId,
  before: row.before ?? null,
  after: row.after ?? null,
})

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = []
  const actor = filter.actor?.trim()
  if (actor) {
    conditions.push(
      /^\d{1,9}$/.test(actor)
        ? eq(auditLog.actorId, Number(actor))
        : sql`lower(${auditLog.actorEmail}) like ${likePattern(actor)}`,
    )
  }
  if (filter.resource) conditions.push(eq(auditLog.resource, filter.resource))
  if (filter.from) conditions.push(gte(auditLog.at, clinicDayStart(filter.from)))
  if (filter.to) conditions.push(lt(auditLog.at, clinicDayEnd(filter.to)))
  return conditions.length ? and(...conditions) : undefined
}

/**
 * The audit log: entries appended (redacted: see lib/audit-fields.ts), the admin's filtered pages and the CSV
 * export, the retention sweep. Nothing here edits an entry; the sweep is the only deletion.
 */
export function createAuditService(db: Database) {
  return {
    /** Appends one entry. Before and after are redacted; given both, only the fields that changed are kept. */
    async append(actor: AuditActor, address: string | null, event: AuditEvent): Promise<void> {
      const { before, after } =
        event.before !== undefined && event.after !== undefined
          ? changedFields(event.before, event.after)
          : { before: redact(event.before), after: redact(event.after) }
      await db.insert(auditLog).values({
        actorId: actor.id,
        actorEmail: actor.email,
        address,
        action: event.action,
        resource: event.resource,
        resourceId:
          event.resourceId === undefined || event.resourceId === null ? null : String(event.resourceId),
        before,
        after,
      })
    },

    /** Newest first, filtered; one page (AUDIT_PAGE_SIZE unless asked) and the total. */
    async list(query: AuditListQuery): Promise<{ items: AuditEntry[]; total: number }> {
      const where = whereOf(query)
      const { limit, offset } = pageWindow({
        page: query.page ?? 1,
        pageSize: query.pageSize ?? AUDIT_PAGE_SIZE,
      })
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(limit ?? AUDIT_PAGE_SIZE)
          .offset(offset),
        db.select({ n: count() }).from(auditLog).where(where),
      ])
      return { items: rows.map(toEntry), total: total?.n ?? 0 }
    },

    /**
     * The filtered log as CSV text, newest first, read in batches so a long log never sits in memory: the BOM and
     * the Turkish header line first, then one line per entry.
     */
    async *csv(filter: AuditFilter): AsyncGenerator<string> {
      yield CSV_BOM + csvLine(CSV_HEADERS)
      const where = whereOf(filter)
      let lastId: number | undefined
      for (;;) {
        // Newest first by id: entries are appended, so the id order is the time order.
        const rows = await db
          .select()
          .from(auditLog)
          .where(lastId === undefined ? where : and(where, lt(auditLog.id, lastId)))
          .orderBy(desc(auditLog.id))
          .limit(CSV_BATCH)
        let chunk = ''
        for (const row of rows) {
          chunk += csvLine([
            row.id,
            clinicDateTime(row.at),
            row.actorId,
            row.actorEmail,
            row.address,
            AUDIT_ACTION_LABELS[row.action] ?? row.action,
            AUDIT_RESOURCE_LABELS[row.resource as AuditResource] ?? row.resource,
            row.resourceId,
            row.before,
            row.after,
          ])
        }
        if (chunk) yield chunk
        if (rows.length < CSV_BATCH) return
        lastId = rows[rows.length - 1]?.id
      }
    },

    /** Deletes the entries older than `retentionDays` as of `now`; answers how many went. */
    async sweep(retentionDays: number, now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - retentionDays * 86_400_000)
      const removed = await db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id })
      return removed.length
    },

    /** The account of a login e-mail when it is staff (an Admin or an Editor); undefined otherwise. */
    async staffAccount(email: string): Promise<{ id: number; email: string } | undefined> {
      const [row] = await db
        .select({ id: users.id, email: users.email, roles: users.roles })
        .from(users)
        .where(eq(users.email, email.trim().toLowerCase()))
      return row && isStaffRoles(row.roles) ? { id: row.id, email: row.email } : undefined
    },
  }
}

export type AuditService = ReturnType<typeof createAuditService>
