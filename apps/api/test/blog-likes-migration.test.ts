import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { withEmptyDatabase } from './migration-steps.ts'

// Two databases migrated from nothing: slow on a busy machine.
test('the per-visitor likes migration keeps every post’s count as its base', {
  timeout: 120_000,
}, async () => {
  await withEmptyDatabase('likes_migration', async ({ execute, migrateUpTo, migrateAll }) => {
    await migrateUpTo((tag) => tag === '0008_blog_likes')
    await execute(sql`insert into blogs (slug, title, likes) values ('diz', 'Diz', 12), ('omuz', 'Omuz', 0)`)
    await migrateAll()
    const likes = sql`select slug, likes from blogs order by slug`
    expect((await execute(likes)).rows).toEqual([
      { slug: 'diz', likes: 12 },
      { slug: 'omuz', likes: 0 },
    ])
    // Posts liked before the migration keep their counts, which then move by one per visitor's like.
    await execute(sql`insert into blog_likes (blog_id, visitor_id) select id, 'misafir' from blogs`)
    expect((await execute(likes)).rows).toEqual([
      { slug: 'diz', likes: 13 },
      { slug: 'omuz', likes: 1 },
    ])
    await execute(sql`delete from blog_likes`)
    expect((await execute(likes)).rows).toEqual([
      { slug: 'diz', likes: 12 },
      { slug: 'omuz', likes: 0 },
    ])
  })
})
