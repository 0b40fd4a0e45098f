import { describe, expect, test } from 'vitest'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

// REVISION_KEEP=2: each unit (item and language) keeps its two newest revisions.
const t = useTestApp({ revisionKeep: 2 })

describe('REVISION_KEEP', () => {
  test('each item and language keeps only that many newest revisions', async () => {
    const post = await t.seedPost({ Title: 'Bir' })
    for (const title of ['İki', 'Üç', 'Dört'])
      await t.asAdmin('PUT', `/api/blog/${post.id}`, multipartBody({ Title: title }))
    for (const title of ['One', 'Two', 'Three'])
      await t.asAdmin('PUT', `/api/blog/${post.id}/translations/en`, multipartBody({ Title: title }))
    const tr = (await t.asAdmin('GET', `/api/blog/${post.id}/revisions?locale=tr`)).body
    expect(tr.map((r: { summary: string }) => r.summary)).toEqual(['Dört', 'Üç'])
    const en = (await t.asAdmin('GET', `/api/blog/${post.id}/revisions?locale=en`)).body
    expect(en.map((r: { summary: string }) => r.summary)).toEqual(['Three', 'Two'])
    // Another post's revisions are not counted against this one.
    const other = await t.seedPost({ Title: 'Başka' })
    expect((await t.asAdmin('GET', `/api/blog/${other.id}/revisions`)).body).toHaveLength(1)
    expect((await t.asAdmin('GET', `/api/blog/${post.id}/revisions`)).body).toHaveLength(4)
  })
})
