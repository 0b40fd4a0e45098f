import { browserStorage, type StorageLike } from '@clinic/api-client/storage'

/** docs/spec §4, §9: dark mode is stored in localStorage under this key and restored on load. */
export const THEME_STORAGE_KEY = 'theme_penal_localStorage'
export type Theme = 'light' | 'dark'

export function readStoredTheme(storage: StorageLike = browserStorage('localStorage')): Theme | null {
  const value = storage.getItem(THEME_STORAGE_KEY)
  return value === 'dark' || value === 'light' ? value : null
}

export function storeTheme(theme: Theme, storage: StorageLike = browserStorage('localStorage')): void {
  storage.setItem(THEME_STORAGE_KEY, theme)
}
