import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from 'vitest'

// The tree tells the architecture: services/ owns every query, routes/ owns every route, and the guard narrows the
// user. A query elsewhere would dodge a service's rules (its events, its transactions); a route elsewhere would
// dodge the guards named at the routes.

const SRC = import.meta.dirname

/**
 * Files outside services/ that may touch the database, each for a reason of its own. Infrastructure whose job is
 * a query by nature keeps it; everything that reads or writes content goes through a service.
 */
const QUERY_EXCEPTIONS: Record<string, string> = {
  'db/client.ts': 'opens the database and runs the migrations',
  'db/schema.ts': 'the tables themselves',
  'plugins/db.ts': 'decorates the app with the database',
  'plugins/events.ts': "PostgreSQL's LISTEN/NOTIFY carries the content-changed events between replicas",
  'plugins/auth.ts': "every authenticated request checks the user's row (active, token version, roles) first",
  'plugins/rate-limit.ts':
    'the login failures live in a table shared by the replicas; the view counters key on a post by id or slug',
  'plugins/captcha.ts': 'the spent captcha solutions live in a table shared by the replicas',
  'backup/': 'the backup and restore CLIs copy the whole database, below any service',
}

/** Files outside routes/ that may register a route: serving files rather than answering an API call. */
const ROUTE_EXCEPTIONS: Record<string, string> = {
  'app.ts': 'the OpenAPI document beside swagger',
  'runtime/site.ts': 'the static site answers every GET no API route claims',
  'runtime/admin.ts': 'the admin app is served under /admin',
}

async function sourceFiles(): Promise<string[]> {
  const files = await readdir(SRC, { recursive: true })
  return files
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.split(path.sep).join('/'))
}

const listed = (exceptions: Record<string, string>, file: string) =>
  Object.keys(exceptions).some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry))

/** The source without type-only imports: a type names a table without querying it. */
const runtimeSource = async (file: string) =>
  (await readFile(path.join(SRC, file), 'utf8')).replace(/^import type .*$/gm, '')

test('no file outside services/ queries the database, but for the named infrastructure', async () => {
  const offenders: string[] = []
  for (const file of await sourceFiles()) {
    if (file.startsWith('services/') || listed(QUERY_EXCEPTIONS, file)) continue
    const source = await runtimeSource(file)
    if (/from 'drizzle-orm|\bapp\.db\b|\/db\/schema\.ts'/.test(source)) offenders.push(file)
  }
  expect(offenders).toEqual([])
})

test('no route is registered outside routes/, but for the served files', async () => {
  const offenders: string[] = []
  for (const file of await sourceFiles()) {
    if (file.startsWith('routes/') || listed(ROUTE_EXCEPTIONS, file)) continue
    const source = await runtimeSource(file)
    if (/\b(app|fastify|instance)\.(get|post|put|delete|patch|route)\(/.test(source)) offenders.push(file)
  }
  expect(offenders).toEqual([])
})

test('no handler asserts that the user is there: the guard narrows it', async () => {
  const offenders: string[] = []
  for (const file of await sourceFiles()) {
    if (/\b(req|request)\.user!/.test(await runtimeSource(file))) offenders.push(file)
  }
  expect(offenders).toEqual([])
})

test('lib/ holds pure helpers: no queries and no routes', async () => {
  const offenders: string[] = []
  for (const file of await sourceFiles()) {
    if (!file.startsWith('lib/')) continue
    const source = await runtimeSource(file)
    if (/from 'drizzle-orm|from 'fastify'|\/db\/schema\.ts'|\/plugins\//.test(source)) offenders.push(file)
  }
  expect(offenders).toEqual([])
})
