import type { SyncKind } from '@clinic/contract/site-sync'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { removals } from '../../db/schema.ts'

/** The database or a transaction: what a repository reads and writes through. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>

/** Notes that an item was deleted, so the site's loaders drop it. Call it inside the deleting transaction. */
export async function recordRemoval(db: Executor, kind: SyncKind, itemId: number): Promise<void> {
  await db
    .insert(removals)
    .values({ kind, itemId })
    .onConflictDoUpdate({ target: [removals.kind, removals.itemId], set: { removedAt: sql`now()` } })
}

/** Ids of the items of a kind deleted after `since`. */
export async function removedSince(db: Executor, kind: SyncKind, since: Date): Promise<number[]> {
  const rows = await db
    .select({ id: removals.itemId })
    .from(removals)
    .where(and(eq(removals.kind, kind), gt(removals.removedAt, since)))
  return rows.map((row) => row.id)
}
