import { eq, type SQL, sql } from 'drizzle-orm'
import { type blogs, comments, type operations } from '../../db/schema.ts'

// Who may see what, named once: the repositories and services compose these and write no visibility of their own.

/**
 * The public sees a post or an operation only while it is active (an admin's token sees the rest, through
 * `activeOnly: false`).
 */
export const publicContent = (table: typeof blogs | typeof operations): SQL => eq(table.isActive, true)

/** The public sees approved comments; an author also sees their own pending ones; an admin sees all. */
export function commentsVisibleTo(viewer: { id: number; isStaff: boolean } | null): SQL | undefined {
  if (viewer?.isStaff) return undefined
  if (viewer) return sql`(${comments.isApproved} or ${comments.userId} = ${viewer.id})`
  return eq(comments.isApproved, true)
}
