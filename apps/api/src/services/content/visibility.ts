import { and, eq, type SQL, sql } from 'drizzle-orm'
import { blogs, comments, consentRecords, type operations } from '../../db/schema.ts'

// Who may see what, named once: the repositories and services compose these and write no visibility of their own.

/**
 * A before/after post is public only while the consent it names holds (issue 21, decision 0210): withdrawing the
 * consent takes the post off the site whatever its status.
 */
// Written with an alias and qualified names: drizzle leaves the columns of a one-table query unqualified.
const consentHolds = sql`(not "blogs"."before_after" or exists (select 1 from ${consentRecords} c where c.id = "blogs"."consent_id" and c.withdrawn_at is null))`

/**
 * The public sees a post or an operation only while it is active (an admin's token sees the rest, through
 * `activeOnly: false`).
 */
export const publicContent = (table: typeof blogs | typeof operations): SQL =>
  table === blogs ? (and(eq(blogs.isActive, true), consentHolds) as SQL) : eq(table.isActive, true)

/** Whether a post's consent was withdrawn (the admin shows such a post as "Onam geri çekildi"). */
export const consentWithdrawn = sql<boolean>`exists (select 1 from ${consentRecords} c where c.id = "blogs"."consent_id" and c.withdrawn_at is not null)`

/** The public sees approved comments; an author also sees their own pending ones; an admin sees all. */
export function commentsVisibleTo(viewer: { id: number; isStaff: boolean } | null): SQL | undefined {
  if (viewer?.isStaff) return undefined
  if (viewer) return sql`(${comments.isApproved} or ${comments.userId} = ${viewer.id})`
  return eq(comments.isApproved, true)
}
