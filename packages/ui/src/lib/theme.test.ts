import { createMemoryStorage } from '@clinic/api-client/storage'
import { describe, expect, test } from 'vitest'
import { readStoredTheme, storeTheme, THEME_STORAGE_KEY } from './theme.ts'

describe('stored theme (docs/spec §4, §9)', () => {
  test('dark mode is stored under theme_penal_localStorage and read back', () => {
    const storage = createMemoryStorage()
    expect(readStoredTheme(storage)).toBeNull()
    storeTheme('dark', storage)
    expect(storage.getItem('theme_penal_localStorage')).toBe('dark')
    expect(THEME_STORAGE_KEY).toBe('theme_penal_localStorage')
    expect(readStoredTheme(storage)).toBe('dark')
  })

  test('an unknown stored value is ignored', () => {
    expect(readStoredTheme(createMemoryStorage({ theme_penal_localStorage: 'blue' }))).toBeNull()
  })

  test('by default the browser’s localStorage is used', () => {
    storeTheme('light')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')
    expect(readStoredTheme()).toBe('light')
    localStorage.clear()
  })
})
