import { expect, test } from 'vitest'
import { useTestApp } from '../helper.ts'

const t = useTestApp()

/** No group here has a translation: every language is missing (issue 23). */
const translationStates = { en: 'missing', ka: 'missing', ru: 'missing' }

// The admin's group lists: each group with how many items it holds, active or not, in the public list's order.
test.each([
  { kind: 'Catalog', field: 'CatalogId', seed: t.seedOperation },
  { kind: 'Category', field: 'CategoryId', seed: t.seedPost },
] as const)(
  'the admin’s $kind list counts every item of each group, active or not, in the public order',
  async ({ kind, field, seed }) => {
    const sport = await t.seedGroup(kind, 'Spor')
    const child = await t.seedGroup(kind, 'Çocuk Ortopedisi')
    await t.seedGroup(kind, 'Ağrı')
    await seed({ Title: 'Koşucu Dizi', [field]: sport.id })
    await seed({ Title: 'Tenisçi Dirseği', [field]: sport.id, IsActive: false })
    await seed({ Title: 'Skolyoz', [field]: child.id })
    const res = await t.asAdmin('GET', `/api/${kind}/admin`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toEqual([
      { id: expect.any(Number), name: 'Ağrı', itemCount: 0, translationStates },
      { id: child.id, name: 'Çocuk Ortopedisi', itemCount: 1, translationStates },
      { id: sport.id, name: 'Spor', itemCount: 2, translationStates },
    ])
  },
)

test('a post without a category is counted in no category', async () => {
  const knee = await t.seedGroup('Category', 'Diz')
  await t.seedPost({ Title: 'Kategorisiz' })
  const res = await t.asAdmin('GET', '/api/Category/admin')
  expect(res.body).toEqual([{ id: knee.id, name: 'Diz', itemCount: 0, translationStates }])
})
