/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config'

// The Astro config reads the clinic's settings from the API unless offline: unit tests need no running API.
process.env.SITE_OFFLINE ??= 'true'

// Astro's Vite setup, so modules that import astro:* resolve in tests.
export default getViteConfig({
  test: { include: ['src/**/*.test.ts', '*.test.ts'], environment: 'node' },
})
