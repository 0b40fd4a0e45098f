import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts'

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }

// One product (API + built site on one port, fresh database) is started for the whole run by global-setup.ts.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      testMatch: '**/*.phone.spec.ts',
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } }, testIgnore: '**/*.phone.spec.ts' },
  ],
})
