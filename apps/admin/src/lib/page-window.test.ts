import { describe, expect, it } from 'vitest'
import { pageWindow } from './page-window.ts'

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('keeps the ends and two either side, with gaps between', () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20])
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20])
  })

  it('fills a gap of one page with the page itself', () => {
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 20])
  })
})
