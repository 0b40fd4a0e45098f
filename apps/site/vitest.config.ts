/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config'

// Astro's Vite setup, so modules that import astro:* resolve in tests.
export default getViteConfig({
  test: { include: ['src/**/*.test.ts', '*.test.ts'], environment: 'node' },
})
