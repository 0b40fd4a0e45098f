import { expect, test } from 'vitest'
import { MemoryCounts } from './limit-counts.ts'

test('a memory counter counts within its window and starts afresh after it', () => {
  const counts = new MemoryCounts(10)
  expect(counts.hit('a', 1000, 0)).toEqual({ current: 1, ttl: 1000 })
  expect(counts.hit('a', 1000, 400)).toEqual({ current: 2, ttl: 600 })
  expect(counts.read('a', 1000, 500)).toEqual({ current: 2, ttl: 500 })
  expect(counts.hit('a', 1000, 1000)).toEqual({ current: 1, ttl: 1000 })
  expect(counts.read('b', 1000, 0)).toEqual({ current: 0, ttl: 0 })
})

test('past its size the least recently counted key is forgotten first', () => {
  const counts = new MemoryCounts(2)
  counts.hit('a', 1000, 0)
  counts.hit('b', 1000, 0)
  counts.hit('a', 1000, 1)
  counts.hit('c', 1000, 2)
  expect(counts.read('a', 1000, 3).current).toBe(2)
  expect(counts.read('b', 1000, 3).current).toBe(0)
  expect(counts.read('c', 1000, 3).current).toBe(1)
})
