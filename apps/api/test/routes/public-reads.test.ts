import { MAX_PUBLIC_PAGE_SIZE, PUBLIC_PAGE_SIZE } from '@clinic/contract/common'
import { describe, expect, test } from 'vitest'
import { canonicalQuery } from '../../src/runtime/public-cache.ts'
import { useTestApp } from '../helper.ts'

// Issue 20, item 1 (decisions 0170, 0171): a guest's list is one page of summaries, and the public cache keys a read
// by the parameters its route reads, so junk parameters cannot make a new answer each.

const t = useTestApp()

const LONG_BODY = `<p>${'Diz ağrısı uzun bir metin. '.repeat(400)}</p>`

/** `count` active posts in one category and as many operations in one catalog, each with a long body. */
async function seedContent(count: number) {
  const category = await t.seedGroup('Category', 'Diz')
  const catalog = await t.seedGroup('Catalog', 'Eklem Cerrahisi')
  for (let n = 1; n <= count; n++) {
    await t.seedPost({ Title: `Diz yazısı ${n}`, CategoryId: category.id, FullContent: LONG_BODY })
    await t.seedOperation({ Title: `Diz operasyonu ${n}`, CatalogId: catalog.id, FullContent: LONG_BODY })
  }
  return { category: category.id, catalog: catalog.id }
}

const guest = (url: string) => t.request({ method: 'GET', url })

const lists = (ids: { category: number; catalog: number }) => [
  '/api/blog',
  '/api/blog/search?query=diz',
  `/api/blog/category/${ids.category}`,
  '/api/Operation',
  `/api/Operation/catalog/${ids.catalog}`,
]

describe('public lists', () => {
  test('answer the first page of summaries by default, the total in X-Total-Count, and later pages on request', async () => {
    const ids = await seedContent(PUBLIC_PAGE_SIZE + 2)
    for (const url of lists(ids)) {
      const first = await guest(url)
      expect(first.statusCode, url).toBe(200)
      expect(first.body, url).toHaveLength(PUBLIC_PAGE_SIZE)
      expect(first.headers['x-total-count'], url).toBe(String(PUBLIC_PAGE_SIZE + 2))
      for (const item of first.body) expect(item, url).not.toHaveProperty('fullContent')
      // The short description and every other field a card shows stay.
      expect(first.body[0], url).toHaveProperty('shortDescription')
      expect(first.body[0], url).toHaveProperty('slug')

      const join = url.includes('?') ? '&' : '?'
      const second = await guest(`${url}${join}page=2`)
      expect(second.body, url).toHaveLength(2)
      const all = await guest(`${url}${join}pageSize=${MAX_PUBLIC_PAGE_SIZE}`)
      expect(all.body, url).toHaveLength(PUBLIC_PAGE_SIZE + 2)
    }
  })

  test('the body of a post or an operation comes with its own call', async () => {
    await seedContent(1)
    const [post] = (await guest('/api/blog')).body
    const [operation] = (await guest('/api/Operation')).body
    expect((await guest(`/api/blog/${post.slug}`)).body.fullContent).toContain('Diz ağrısı uzun bir metin.')
    expect((await guest(`/api/Operation/${operation.id}`)).body.fullContent).toContain(
      'Diz ağrısı uzun bir metin.',
    )
  })

  test(`a page larger than ${MAX_PUBLIC_PAGE_SIZE} is a Turkish 400 naming pageSize; the admin's lists keep larger pages`, async () => {
    const ids = await seedContent(1)
    for (const url of lists(ids)) {
      const join = url.includes('?') ? '&' : '?'
      const res = await guest(`${url}${join}pageSize=${MAX_PUBLIC_PAGE_SIZE + 1}`)
      expect(res.statusCode, url).toBe(400)
      expect(res.body.errors.pageSize, url).toEqual([
        `Sayfa boyutu en fazla ${MAX_PUBLIC_PAGE_SIZE} olabilir.`,
      ])
    }
    const admin = await t.asAdmin('GET', '/api/blog/admin?pageSize=500')
    expect(admin.statusCode).toBe(200)
    expect(admin.body[0]).not.toHaveProperty('fullContent')
    // Without paging the admin's list is whole, as before.
    expect((await t.asAdmin('GET', '/api/Operation/admin')).body).toHaveLength(1)
  })

  test('thirty junk parameters and any order of the known ones name one kept answer', async () => {
    await seedContent(2)
    const before = t.app.publicCache.stats()
    const bodies = new Set<string>()
    for (let b = 1; b <= 30; b++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/blog?b=${b}` })
      expect(res.statusCode).toBe(200)
      bodies.add(res.body)
    }
    expect(bodies.size).toBe(1)
    let stats = t.app.publicCache.stats()
    expect(stats.stored - before.stored).toBe(1)
    expect(stats.hits - before.hits).toBe(29)

    const orders = [
      '/api/blog?sort=views&page=1',
      '/api/blog?page=1&x=2&sort=views',
      '/api/blog?page=1&sort=views&y',
    ]
    for (const url of orders) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200)
    const after = t.app.publicCache.stats()
    expect(after.stored - stats.stored).toBe(1)
    expect(after.hits - stats.hits).toBe(2)

    stats = after
    await t.app.inject({ method: 'GET', url: '/api/blog/search?query=diz&b=1' })
    await t.app.inject({ method: 'GET', url: '/api/blog/search?c=2&query=diz' })
    expect(t.app.publicCache.stats().stored - stats.stored).toBe(1)
  })

  test('thirty concurrent guests asking one answer make it once: the others wait for it', async () => {
    await seedContent(2)
    const before = t.app.publicCache.stats()
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({ method: 'GET', url: `/api/blog/search?query=diz&b=${i + 1}` }),
      ),
    )
    for (const res of answers) expect(res.statusCode).toBe(200)
    expect(new Set(answers.map((res) => res.body)).size).toBe(1)
    const after = t.app.publicCache.stats()
    expect(after.stored - before.stored).toBe(1)
    expect(after.hits - before.hits).toBe(29)
  })

  test('the canonical query keeps the known parameters only, sorted, each value encoded', () => {
    const known = ['page', 'pageSize', 'search', 'sort']
    expect(canonicalQuery({ sort: 'views', b: '1', page: '1' }, known)).toBe('page=1&sort=views')
    expect(canonicalQuery({ search: 'diz ağrısı&x=1' }, known)).toBe(
      'search=diz%20a%C4%9Fr%C4%B1s%C4%B1%26x%3D1',
    )
    expect(canonicalQuery({ page: ['1', '2'] }, known)).toBe('page=1&page=2')
    expect(canonicalQuery({ b: '1' }, known)).toBe('')
  })
})
