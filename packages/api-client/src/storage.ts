/** The part of the Web Storage API the session uses; inject any implementation (tests, SSR). */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** An in-memory StorageLike: the fallback where no browser storage exists (SSR, build time) and a test double. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value))
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}

/**
 * `window.localStorage` or `window.sessionStorage` when they exist and may be used; a memory storage otherwise
 * (no `window` during the Astro build, storage blocked by the browser's privacy settings).
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): StorageLike {
  if (typeof window === 'undefined') return createMemoryStorage()
  try {
    const storage = window[kind]
    const probe = '__clinic_probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return createMemoryStorage()
  }
}
