import { expect, test } from 'vitest'
import { stickyState } from './sticky-header.ts'

test('above 992 px the header is fixed 400 px past its placeholder and shown again 500 px further', () => {
  expect(stickyState(499, 100, 1280)).toBe('static')
  expect(stickyState(500, 100, 1280)).toBe('fixed')
  expect(stickyState(999, 100, 1280)).toBe('fixed')
  expect(stickyState(1000, 100, 1280)).toBe('shown')
})

test('at 992 px and below the header never sticks', () => {
  expect(stickyState(5000, 100, 992)).toBe('static')
  expect(stickyState(5000, 100, 375)).toBe('static')
})
