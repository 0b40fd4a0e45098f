import { expect, test } from 'vitest'
import { ApiPaths, apiPath } from './api-paths.ts'

test('apiPath fills every parameter, URL-encoded', () => {
  expect(apiPath(ApiPaths.blogLike, { id: 5 })).toBe('/api/blog/5/like')
  expect(apiPath(ApiPaths.commentLikeStatusReset, { id: 'diz-protezi', commentId: 12 })).toBe(
    '/api/blog/diz-protezi/comments/12/like-status/reset',
  )
  expect(apiPath(ApiPaths.blog, { id: 'ön çapraz/bağ?x=1#y' })).toBe(
    `/api/blog/${encodeURIComponent('ön çapraz/bağ?x=1#y')}`,
  )
  expect(apiPath(ApiPaths.siteSearchInPage, { folder: 'blog', page: 'a b' })).toBe(
    '/blog/a%20b/inc/ajax-search.html',
  )
})

test('a template without parameters comes back as it is', () => {
  expect(apiPath(ApiPaths.accountLogin)).toBe('/api/Account/login')
  expect(apiPath(ApiPaths.openApi)).toBe('/api/openapi.json')
})

test('a missing parameter does not compile, and throws when forced', () => {
  // @ts-expect-error commentId is missing
  expect(() => apiPath(ApiPaths.comment, { id: 1 })).toThrow(':commentId')
  // @ts-expect-error the template takes parameters
  expect(() => apiPath(ApiPaths.blog)).toThrow(':id')
})

test('every template is unique and starts with a slash', () => {
  const templates = Object.values(ApiPaths)
  expect(new Set(templates).size).toBe(templates.length)
  for (const template of templates) expect(template).toMatch(/^\/[^?#\s]*$/)
})
