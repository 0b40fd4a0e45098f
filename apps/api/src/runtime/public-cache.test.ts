import { afterEach, describe, expect, test, vi } from 'vitest'
import { createAnswerStore, scopeOfWrite } from './public-cache.ts'

const answer = (bytes: number) => ({ body: Buffer.alloc(bytes, 'a'), headers: { etag: '"x"' } })
const limits = { maxBytes: 100_000, maxEntries: 3, ttlMs: 5_000 }

describe('the store of answers', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test('keeps at most maxEntries, dropping the least recently used', () => {
    const store = createAnswerStore(limits)
    for (const key of ['a', 'b', 'c']) store.put({ key, family: 'blogs', generation: 0 }, answer(10))
    expect(store.get('a')).toBeDefined() // a is now the most recently used
    store.put({ key: 'd', family: 'blogs', generation: 0 }, answer(10))
    expect(store.get('b')).toBeUndefined()
    expect(['a', 'c', 'd'].map((key) => store.get(key) !== undefined)).toEqual([true, true, true])
    expect(store.stats()).toMatchObject({ entries: 3, evicted: 1 })
  })

  test('keeps at most maxBytes, and no answer over a quarter of them', () => {
    const store = createAnswerStore({ ...limits, maxEntries: 1000, maxBytes: 20_000 })
    store.put({ key: 'huge', family: 'blogs', generation: 0 }, answer(6_000))
    expect(store.get('huge')).toBeUndefined()
    for (let n = 0; n < 50; n++) store.put({ key: `k${n}`, family: 'blogs', generation: 0 }, answer(2_000))
    expect(store.stats().bytes).toBeLessThanOrEqual(20_000)
    expect(store.stats().entries).toBeLessThan(10)
    expect(store.get('k49')).toBeDefined()
  })

  test('an answer is reused for ttlMs, then asked again', () => {
    vi.useFakeTimers()
    const store = createAnswerStore(limits)
    store.put({ key: 'a', family: 'blogs', generation: 0 }, answer(10))
    vi.advanceTimersByTime(4_999)
    expect(store.get('a')).toBeDefined()
    vi.advanceTimersByTime(2)
    expect(store.get('a')).toBeUndefined()
    expect(store.stats()).toMatchObject({ entries: 0, bytes: 0 })
  })

  test('a drop empties its families only, and an answer begun before it is not kept', () => {
    const store = createAnswerStore(limits)
    store.put({ key: 'post', family: 'blogs', generation: store.generation('blogs') }, answer(10))
    store.put({ key: 'cat', family: 'categories', generation: store.generation('categories') }, answer(10))
    const begun = { key: 'list', family: 'blogs' as const, generation: store.generation('blogs') }
    store.drop(['blogs', 'comments'])
    expect(store.get('post')).toBeUndefined()
    expect(store.get('cat')).toBeDefined()
    store.put(begun, answer(10))
    expect(store.get('list')).toBeUndefined()
    store.put({ ...begun, generation: store.generation('blogs') }, answer(10))
    expect(store.get('list')).toBeDefined()
  })
})

describe('which writes drop which answers', () => {
  test('comments and their authors drop the comments; counters, reports and the services drop nothing here', () => {
    expect(scopeOfWrite('PUT', '/api/blog/:id/comments/:commentId/approve')).toBe('comments')
    expect(scopeOfWrite('DELETE', '/api/blog/:id/comments/:commentId')).toBe('comments')
    expect(scopeOfWrite('POST', '/api/blog/:id/comments')).toBe('comments')
    expect(scopeOfWrite('PUT', '/api/Account/profile')).toBe('comments')
    expect(scopeOfWrite('DELETE', '/api/Users/:id')).toBe('comments')
    expect(scopeOfWrite('PUT', '/api/blog/:id/like')).toBeUndefined()
    expect(scopeOfWrite('PUT', '/api/blog/:id/comments/:commentId/like')).toBeUndefined()
    expect(scopeOfWrite('POST', '/api/blog/:id/comments/:commentId/report')).toBeUndefined()
    expect(scopeOfWrite('POST', '/api/Account/login')).toBeUndefined()
    // The content services announce their own changes.
    expect(scopeOfWrite('PUT', '/api/blog/:id')).toBeUndefined()
    expect(scopeOfWrite('DELETE', '/api/Category/:id')).toBeUndefined()
  })

  test('a write the cache cannot place drops everything', () => {
    expect(scopeOfWrite('POST', '/api/something-new')).toBe('all')
  })
})
