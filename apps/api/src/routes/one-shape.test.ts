import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from 'vitest'

// Handlers call a named service; queries live in the `*-repository.ts` files the services wrap (and the mailed
// links' tokens module they use). A handler that opened its own query would dodge the service's rules.
const QUERY_FILES = /-repository\.ts$|account-tokens\.ts$|\.test\.ts$/

test('no route file outside the repositories queries the database itself', async () => {
  const dir = import.meta.dirname
  const files = (await readdir(dir, { recursive: true })).filter(
    (f) => f.endsWith('.ts') && !QUERY_FILES.test(f),
  )
  const offenders: string[] = []
  for (const file of files) {
    const source = await readFile(path.join(dir, file), 'utf8')
    if (
      /from 'drizzle-orm'|\bapp\.db\b|from '\.\.\/\.\.\/db\/schema\.ts'/.test(
        source.replace(/^import type .*$/gm, ''),
      )
    )
      offenders.push(file)
  }
  expect(offenders).toEqual([])
})
