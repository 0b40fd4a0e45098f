import { defineConfig } from 'vitest/config'

// Each test file gets one database, cleaned before every test. PGlite runs in memory; PostgreSQL is the server on
// TEST_DATABASE_URL (a database per worker is made beside it).
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          provide: { databaseUrl: 'memory://' },
        },
      },
      {
        extends: true,
        test: { name: 'postgres', include: ['test/**/*.test.ts'], provide: { databaseUrl: postgresUrl } },
      },
    ],
  },
})

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    /** A dump of a migrated PGlite database (pglite project only). */
    pgliteTemplate?: string
  }
}
