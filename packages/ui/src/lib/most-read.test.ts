import { describe, expect, test } from 'vitest'
import { MOST_READ_COUNT, selectMostRead } from './most-read.ts'

describe('selectMostRead (docs/spec §7, §9)', () => {
  const items = [
    { id: 1, viewCount: 5 },
    { id: 2, viewCount: 50 },
    { id: 3, viewCount: 0 },
    { id: 4, viewCount: 500 },
    { id: 5, viewCount: 20 },
    { id: 6, viewCount: 7 },
  ]

  test('picks the 4 most viewed, most viewed first', () => {
    expect(MOST_READ_COUNT).toBe(4)
    expect(selectMostRead(items).map((i) => i.id)).toEqual([4, 2, 5, 6])
  })

  test('does not reorder or shorten the list it was given', () => {
    const copy = structuredClone(items)
    selectMostRead(items)
    expect(items).toEqual(copy)
  })

  test('a short or missing list gives what there is', () => {
    expect(selectMostRead(items.slice(0, 2)).map((i) => i.id)).toEqual([2, 1])
    expect(selectMostRead(undefined)).toEqual([])
  })

  test('ties keep the list order', () => {
    const tied = [
      { id: 'a', viewCount: 3 },
      { id: 'b', viewCount: 3 },
    ]
    expect(selectMostRead(tied).map((i) => i.id)).toEqual(['a', 'b'])
  })
})
