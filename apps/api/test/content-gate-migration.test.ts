import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { withEmptyDatabase } from './migration-steps.ts'

// Two databases migrated from nothing: slow on a busy machine.
test('the content_gate migration dates existing items by their last write', {
  timeout: 120_000,
}, async () => {
  await withEmptyDatabase('gate_migration', async ({ execute, migrateUpTo, migrateAll }) => {
    // The last content change of issue 21, found by name whatever its number.
    await migrateUpTo((tag) => tag.endsWith('_content_gate'))
    await execute(
      sql`insert into blogs (slug, title, updated_at) values ('diz', 'Diz', '2025-03-04T05:06:07Z')`,
    )
    await execute(
      sql`insert into operations (slug, title, updated_at) values ('omuz', 'Omuz', '2025-06-07T08:09:10Z')`,
    )
    await migrateAll()
    const [blog] = (await execute(sql`select content_updated_at, updated_at from blogs`)).rows as Array<{
      content_updated_at: Date | string
      updated_at: Date | string
    }>
    const [operation] = (await execute(sql`select content_updated_at from operations`)).rows as Array<{
      content_updated_at: Date | string
    }>
    // Existing posts and operations take their last write as their last content change...
    expect(new Date(blog!.content_updated_at).toISOString()).toBe('2025-03-04T05:06:07.000Z')
    expect(new Date(operation!.content_updated_at).toISOString()).toBe('2025-06-07T08:09:10.000Z')
    // ...and count as changed once: the site's next delta sync fetches every item with its new field.
    expect(new Date(blog!.updated_at).getTime()).toBeGreaterThan(new Date('2026-01-01').getTime())
  })
})
