import { expect, test } from 'vitest'
import { normalizePath } from './normalize-path.ts'

test('case, a trailing slash, doubled slashes and the query do not change the counted path', () => {
  for (const url of [
    '/api/blog/5/view',
    '/API/Blog/5/View',
    '/api/blog/5/view/',
    '/api//blog/5/view',
    '/api/blog/5/view?x=1',
  ]) {
    expect(normalizePath(url)).toBe('/api/blog/5/view')
  }
})

test('percent-escapes are decoded before counting', () => {
  expect(normalizePath('/api/blog/%35/view')).toBe('/api/blog/5/view')
})

test('a malformed escape is counted as written instead of failing', () => {
  expect(normalizePath('/api/blog/%E0%A4%A/view')).toBe('/api/blog/%e0%a4%a/view')
})

test('the root stays the root', () => {
  expect(normalizePath('/')).toBe('/')
  expect(normalizePath('//')).toBe('/')
})
