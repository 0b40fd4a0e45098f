import { siteConfig } from '@clinic/contract/site-config'
import { expect, test } from 'vitest'
import { demoBlogs, demoCatalogs, demoCategories, demoOperations } from '../src/seed/demo-content.ts'
import { seedDemoContent, seedIfEmpty } from '../src/seed/seed.ts'
import { useTestApp } from './helper.ts'

const t = useTestApp()

test('the demo content is served by the public calls with images, authors and differing view counts', async () => {
  await seedDemoContent(t.app)
  const posts = (await t.request({ method: 'GET', url: '/api/blog' })).body as {
    viewCount: number
    imagePath: string
    tags: string[]
    categoryName: string
    authorName: string
  }[]
  const ops = (await t.request({ method: 'GET', url: '/api/Operation' })).body as {
    catalogName: string
    imagePath: string | null
    authorName: string
    authorProfileImagePath: string
  }[]
  expect(posts).toHaveLength(demoBlogs.length)
  expect(ops).toHaveLength(demoOperations.length)
  expect((await t.request({ method: 'GET', url: '/api/Catalog' })).body).toHaveLength(demoCatalogs.length)
  expect((await t.request({ method: 'GET', url: '/api/Category' })).body).toHaveLength(demoCategories.length)
  expect(new Set(posts.map((p) => p.viewCount)).size).toBe(posts.length)
  for (const post of posts) {
    expect(post.categoryName).toBeTruthy()
    expect(post.authorName).toBe(siteConfig.doctor.fullName)
    const image = await t.request({ method: 'GET', url: post.imagePath })
    expect(image.statusCode).toBe(200)
  }
  for (const op of ops) {
    expect(op.catalogName).toBeTruthy()
    // No abstract picture: the site draws the catalog's illustration for it.
    expect(op.imagePath).toBeNull()
    expect(op.authorName).toBe(siteConfig.doctor.fullName)
    expect(op.authorProfileImagePath).toMatch(/^\/uploads\/profiles\//)
  }
  // Tags are shared, so the tag pages have more than one post.
  const diz = await t.request({ method: 'GET', url: '/api/blog?tag=diz' })
  expect(diz.body.length).toBeGreaterThan(1)
})

test('seeding on first start adds content only to an empty database', async () => {
  await seedIfEmpty(t.app)
  await seedIfEmpty(t.app)
  expect((await t.request({ method: 'GET', url: '/api/blog' })).body).toHaveLength(demoBlogs.length)
})

test('the benchmark generator adds the asked number of posts and operations with unique slugs', async () => {
  const { generateContent } = await import('../src/seed/generate-content.ts')
  await generateContent(t.app, { posts: 30, ops: 20 })
  await generateContent(t.app, { posts: 5, ops: 0 })
  const posts = await t.request({ method: 'GET', url: '/api/blog?page=1&pageSize=5' })
  expect(posts.headers['x-total-count']).toBe('35')
  const ops = await t.request({ method: 'GET', url: '/api/Operation?page=1&pageSize=100' })
  expect(ops.body).toHaveLength(20)
  const slugs = (await t.request({ method: 'GET', url: '/api/blog?page=1&pageSize=100' })).body.map(
    (p: { slug: string }) => p.slug,
  )
  expect(new Set(slugs).size).toBe(35)
})

test('the benchmark generator translates each generated item into the site languages when asked', async () => {
  const { generateContent } = await import('../src/seed/generate-content.ts')
  await generateContent(t.app, { posts: 4, ops: 2, translations: true })
  for (const locale of ['en', 'ka', 'ru']) {
    const posts = await t.request({ method: 'GET', url: `/api/blog?locale=${locale}&page=1&pageSize=10` })
    expect(posts.headers['x-total-count']).toBe('4')
    expect(new Set(posts.body.map((p: { slug: string }) => p.slug)).size).toBe(4)
    const ops = await t.request({ method: 'GET', url: `/api/Operation?locale=${locale}&page=1&pageSize=10` })
    expect(ops.body).toHaveLength(2)
  }
  const english = await t.request({ method: 'GET', url: '/api/blog?locale=en&page=1&pageSize=10' })
  expect(english.body.map((p: { title: string }) => p.title)).toContainEqual(
    expect.stringMatching(/ \(\d+\)$/),
  )
  expect(english.body[0].categoryName).toEqual(expect.any(String))
})
