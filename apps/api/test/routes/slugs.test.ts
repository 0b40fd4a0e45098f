import { RESERVED_SLUGS } from '@clinic/contract/slugify-tr'
import { expect, test } from 'vitest'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp()

const RESOURCES = [
  { url: '/api/blog', fields: { IsActive: true } },
  { url: '/api/Operation', fields: {} },
] as const

test('every fixed segment after /api/blog/ and /api/Operation/ is a reserved slug', async () => {
  const spec = (await t.request({ method: 'GET', url: '/api/openapi.json' })).body as { paths: object }
  const fixed = new Set<string>()
  for (const path of Object.keys(spec.paths)) {
    const segment = /^\/api\/(?:blog|Operation)\/([^/{]+)/i.exec(path)?.[1]
    if (segment) fixed.add(segment.toLowerCase())
  }
  expect(fixed.size).toBeGreaterThan(0)
  expect([...fixed].filter((segment) => !RESERVED_SLUGS.includes(segment))).toEqual([])
})

test('a post or operation titled like a fixed route ("Search", "Admin", …) opens by its slug', async () => {
  const admin = await t.loginAsAdmin()
  for (const { url, fields } of RESOURCES) {
    for (const word of RESERVED_SLUGS) {
      const title = word[0]!.toUpperCase() + word.slice(1)
      const created = await t.request({
        method: 'POST',
        url,
        token: admin,
        ...multipartBody({ Title: title, ...fields }),
      })
      expect(created.statusCode, `${url} ${title}`).toBe(201)
      expect(created.body.slug).toBe(`icerik-${word}`)
      const opened = await t.request({ url: `${url}/${created.body.slug}` })
      expect(opened.statusCode, `${url}/${created.body.slug}`).toBe(200)
      expect(opened.body.id).toBe(created.body.id)
    }
  }
  // The fixed routes still answer what they always did.
  expect((await t.request({ url: '/api/blog/search?query=search' })).body).toHaveLength(1)
  expect((await t.request({ url: '/api/blog/admin', token: admin })).body).toHaveLength(RESERVED_SLUGS.length)
})

test('a typed slug that is a fixed route segment is refused with a Turkish 400 and nothing is stored', async () => {
  const admin = await t.loginAsAdmin()
  for (const { url, fields } of RESOURCES) {
    for (const slug of ['search', 'admin', 'comments']) {
      const res = await t.request({
        method: 'POST',
        url,
        token: admin,
        ...multipartBody({ Title: 'Diz Ağrısı', Slug: slug, ...fields }),
      })
      expect(res.statusCode, `${url} ${slug}`).toBe(400)
      expect(res.body.errors.slug[0]).toMatch(/sistem tarafından kullanılıyor/)
    }
  }
  expect((await t.request({ url: '/api/blog/admin', token: admin })).body).toEqual([])
  expect((await t.request({ url: '/api/Operation/admin', token: admin })).body).toEqual([])
})
