import { describe, expect, test } from 'vitest'
import { siteBuildEnv } from '../../src/app.ts'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

// A site that publishes Turkish and English only (SITE_LOCALES=tr,en).
const t = useTestApp({ siteLocales: ['tr', 'en'] })

describe('SITE_LOCALES', () => {
  test('a language the site does not publish is refused (400, in Turkish) in reads and translation writes', async () => {
    const post = await t.seedPost()
    const { payload, headers } = multipartBody({ Title: 'Колено' })
    const write = await t.asAdmin('PUT', `/api/blog/${post.id}/translations/ru`, { payload, headers })
    expect(write.statusCode).toBe(400)
    expect(write.body.message).toMatch(/yayımlanmıyor/)
    for (const url of [
      '/api/blog?locale=ru',
      `/api/blog/${post.id}?locale=ka`,
      '/api/Operation?locale=ru',
      '/api/Category?locale=ru',
      '/api/site/changes/blogs?locale=ru',
    ]) {
      const read = await t.request({
        method: 'GET',
        url,
        headers: { 'x-site-sync-token': t.app.siteSyncToken },
      })
      expect(read.statusCode, url).toBe(400)
    }
    expect((await t.request({ method: 'GET', url: '/api/blog?locale=en' })).statusCode).toBe(200)
    // The admin lists' "Çevirisi eksik" filter as well.
    const filter = await t.asAdmin('GET', '/api/blog/admin?needsTranslation=ru')
    expect(filter.statusCode).toBe(400)
    expect(filter.body.message).toMatch(/yayımlanmıyor/)
  })

  test('the alternates name only the languages the site publishes', async () => {
    const post = await t.seedPost()
    const en = multipartBody({ Title: 'Knee' })
    await t.asAdmin('PUT', `/api/blog/${post.id}/translations/en`, en)
    const read = await t.request({ method: 'GET', url: `/api/blog/${post.id}` })
    expect(read.body.alternates).toEqual({ tr: post.slug, en: 'knee' })
  })
})

test('the site is built in the languages this API publishes, and no other', () => {
  expect(siteBuildEnv(t.config, t.app).SITE_LOCALES).toBe('tr,en')
})
