import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, inject } from 'vitest'
import { type BuildOptions, buildApp } from '../src/app.ts'
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts'
import { users } from '../src/db/schema.ts'
import { type AppConfig, loadConfig } from '../src/env.ts'
import { hashPassword } from '../src/lib/passwords.ts'
import { multipartBody } from './multipart.ts'

export const ADMIN = { email: 'admin@test.local', password: 'Yonetici-Sifre-123' }
export const USER_PASSWORD = 'Kullanici-Sifre-123'

const hashes = new Map<string, Promise<string>>()
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password))
  return hashes.get(password)!
}

/** The migrations' journal, fingerprinted: a database migrated by another set of migrations is not reused. */
const migrationsFingerprint = async () =>
  createHash('sha256')
    .update(await readFile(new URL('../src/db/migrations/meta/_journal.json', import.meta.url)))
    .digest('hex')
    .slice(0, 10)

/**
 * A database of this worker's own beside the configured one, so parallel files never share tables. Its name carries
 * the migrations' fingerprint: a branch with other migrations (or an older run) left its own database, which this
 * worker drops instead of migrating on top of a history that never was.
 */
async function workerDatabaseUrl(baseUrl: string): Promise<string> {
  const url = new URL(baseUrl)
  const prefix = `${url.pathname.slice(1) || 'test'}_w${process.env.VITEST_POOL_ID ?? '1'}`
  const name = `${prefix}_${await migrationsFingerprint()}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname = $1 or datname like $2',
      [prefix, `${prefix}\\_%`],
    )
    for (const { datname } of rows) {
      if (datname !== name) await admin.query(`drop database if exists "${datname}" with (force)`)
    }
    if (!rows.some((r) => r.datname === name)) await admin.query(`create database "${name}"`)
  } finally {
    await admin.end()
  }
  url.pathname = `/${name}`
  return url.toString()
}

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answers
type Answer = LightMyRequestResponse & { body: any }

export interface TestApp {
  app: FastifyInstance
  config: AppConfig
  kind: DatabaseHandle['kind']
  /** inject() with JSON parsed. */
  request(options: InjectOptions & { token?: string }): Promise<Answer>
  loginAsAdmin(): Promise<string>
  /**
   * inject() as the admin, JSON parsed: `options` carries the payload (or a multipart body) and headers, and the
   * token of another admin where the test needs one.
   */
  asAdmin(
    method: InjectOptions['method'],
    url: string,
    options?: InjectOptions & { token?: string },
  ): Promise<Answer>
  /** Creates an active blog post as the admin would, through the API (multipart, spec field names). */
  seedPost(
    fields?: Record<string, string | number | boolean>,
  ): Promise<{ id: number; slug: string; title: string }>
  /** Creates an active operation as the admin would, through the API (multipart, spec field names). */
  seedOperation(
    fields?: Record<string, string | number | boolean>,
  ): Promise<{ id: number; slug: string; title: string }>
  /** Creates a category or a catalog through the API, as the admin. */
  seedGroup(kind: 'Category' | 'Catalog', name: string): Promise<{ id: number; name: string }>
  /** Creates a confirmed user and answers a token for them. */
  createUser(fields?: { email?: string; firstName?: string; lastName?: string; roles?: string[] }): Promise<{
    id: number
    email: string
    token: string
  }>
}

/**
 * Empties the tables. A publish of the previous test may still be reading them; when PostgreSQL resolves that as a
 * deadlock by ending the truncate, the truncate is simply tried again.
 */
async function truncateAll(handle: DatabaseHandle, names: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await handle.db.execute(sql.raw(`truncate ${names} restart identity cascade`))
      return
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code
      if (code !== '40P01' || attempt === 5) throw error
    }
  }
}

/**
 * Registers the hooks of a test file: one app on a migrated database for the file, every table emptied and the
 * admin seeded before each test, everything closed after.
 */
export function useTestApp(
  overrides: Partial<AppConfig> = {},
  options: { logStream?: BuildOptions['logStream'] } = {},
): TestApp {
  let handle: DatabaseHandle
  let dataDir: string
  const t = { kind: 'pglite' } as TestApp

  beforeAll(async () => {
    const configured = inject('databaseUrl')
    const url = configured.startsWith('memory://') ? configured : await workerDatabaseUrl(configured)
    const template = configured.startsWith('memory://') ? inject('pgliteTemplate') : undefined
    handle = await openDatabase({
      url,
      pgliteTemplate: template ? new Blob([await readFile(template)]) : undefined,
    })
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'clinic-api-test-'))
    t.config = {
      ...loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // The suites sign staff tokens directly; the second-factor gate has its own tests (two-factor.test.ts).
        STAFF_2FA_REQUIRED: 'false',
      }),
      ...overrides,
    }
    t.app = await buildApp(t.config, {
      database: handle,
      logger: options.logStream !== undefined,
      logStream: options.logStream,
    })
    t.kind = handle.kind
  })

  beforeEach(async () => {
    const tables = await handle.db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    )
    const names = tables.rows.map((r) => `"${r.tablename}"`).join(', ')
    if (names) await truncateAll(handle, names)
    // The tables were emptied behind the services' back: no change was announced to the public cache.
    t.app.publicCache.clear()
    await handle.db.insert(users).values({
      email: ADMIN.email,
      passwordHash: await hashOnce(ADMIN.password),
      firstName: 'Ayşe',
      lastName: 'Yönetici',
      roles: ['Admin'],
      emailConfirmed: true,
    })
  })

  afterAll(async () => {
    await t.app?.close()
    await handle?.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  t.request = async ({ token, headers, ...options }) => {
    const res = await t.app.inject({
      ...options,
      headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    })
    let body: unknown = res.body
    try {
      body = res.body ? JSON.parse(res.body) : undefined
    } catch {
      // not JSON: keep the text
    }
    return Object.assign(res, { body })
  }

  // Setup signs tokens with the app's own token service instead of logging in, so the argon2 check is paid only by
  // the tests about login itself (test/routes/account.test.ts, rate-limit.test.ts, tokens.test.ts).
  const tokenFor = async (email: string) => {
    const [row] = await handle.db.select().from(users).where(eq(users.email, email))
    if (!row) throw new Error(`no user ${email}`)
    return (await t.app.tokens.sign(row, false)).token
  }

  t.loginAsAdmin = () => tokenFor(ADMIN.email)
  t.asAdmin = async (method, url, options = {}) =>
    t.request({ ...options, method, url, token: options.token ?? (await t.loginAsAdmin()) })

  /** Posts as the admin and answers the created body; anything but 201 fails the test at once. */
  const created = async (url: string, options: InjectOptions) => {
    const res = await t.asAdmin('POST', url, options)
    if (res.statusCode !== 201) throw new Error(`POST ${url} failed: ${res.statusCode} ${res.payload}`)
    return res.body
  }
  t.seedPost = (fields = {}) => created('/api/blog', multipartBody({ Title: 'Diz Ağrısı', ...fields }))
  t.seedOperation = (fields = {}) =>
    created('/api/Operation', multipartBody({ Title: 'Diz Protezi', ...fields }))
  t.seedGroup = (kind, name) => created(`/api/${kind}`, { payload: { name } })

  let counter = 0
  t.createUser = async (fields = {}) => {
    counter++
    const email = fields.email ?? `kullanici${counter}@test.local`
    const [row] = await handle.db
      .insert(users)
      .values({
        email,
        passwordHash: await hashOnce(USER_PASSWORD),
        firstName: fields.firstName ?? 'Mehmet',
        lastName: fields.lastName ?? `Kullanıcı${counter}`,
        roles: fields.roles ?? ['User'],
        emailConfirmed: true,
      })
      .returning({ id: users.id })
    return { id: row!.id, email, token: await tokenFor(email) }
  }

  return t
}

/** Polls `probe` every 50 ms until it answers something, or fails naming what it waited for. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  ms = 8_000,
) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    const value = await probe()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`timed out waiting for ${what}`)
}
