import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { createBackup } from '../src/backup/create-backup.ts'
import { BackupError } from '../src/backup/manifest.ts'
import { knownMigrations } from '../src/backup/migrations.ts'
import { restoreBackup } from '../src/backup/restore-backup.ts'
import { users } from '../src/db/schema.ts'
import { type AppConfig, loadConfig } from '../src/env.ts'
import { file, pngImage } from './fixtures.ts'
import { multipartBody } from './multipart.ts'

// Backups work on a real DATA_DIR (PGlite on disk) or on scratch PostgreSQL databases made and dropped here, not on
// the shared test database of test/helper.ts.
const configured = inject('databaseUrl')
const kind = configured.startsWith('memory://') ? 'pglite' : 'postgres'

const SIGNED_FORM = Buffer.from('%PDF-1.4\n% imzali onam\n%%EOF\n')
let consentId = 0

const tempDirs: string[] = []
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'clinic-backup-test-'))
  tempDirs.push(dir)
  return dir
}

const scratchDatabases: string[] = []
async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: configured })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}
/** PostgreSQL: an empty database of this run's own; PGlite: none (the database lives in DATA_DIR). */
async function scratchDatabase(role: string): Promise<string | undefined> {
  if (kind === 'pglite') return undefined
  const name = `backup_${role}_${process.pid}_${randomBytes(3).toString('hex')}`
  await adminQuery(`create database "${name}"`)
  scratchDatabases.push(name)
  const url = new URL(configured)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * What listens on the configured PORT: by default something that is not this API (it must not stop a backup);
 * `api` answers /api/health as a running server does.
 */
const listener = { server: undefined as Server | undefined, port: 0, answers: 'other' as 'other' | 'api' }

function configFor(dataDir: string, databaseUrl: string | undefined): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // The admin here writes through the API without a second factor (two-factor.test.ts covers it).
    STAFF_2FA_REQUIRED: 'false',
    HOST: '0.0.0.0',
    PORT: String(listener.port),
  })
}

/** Runs `fn` against the API on that DATA_DIR and database, as the server would open them. */
async function withApp<T>(config: AppConfig, fn: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const app = await buildApp(config, { logger: false })
  try {
    return await fn(app)
  } finally {
    await app.close()
  }
}

async function listTree(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true })).sort()
  } catch {
    return ['<missing>']
  }
}

/** The data a backup must carry across: one post with an uploaded picture, and the generated token key. */
const source = { dataDir: '', databaseUrl: undefined as string | undefined, archive: '' }
const post = { id: 0, title: 'Menisküs Yırtığı Sonrası İyileşme', imagePath: '', image: Buffer.alloc(0) }
let jwtSecret = ''

beforeAll(async () => {
  listener.server = createServer((req, res) => {
    if (listener.answers === 'api' && req.url === '/api/health') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ status: 'ok', database: { kind, ok: true } }))
    } else {
      res.writeHead(404, { 'content-type': 'text/html' })
      res.end('<h1>başka bir uygulama</h1>')
    }
  })
  await new Promise<void>((resolve) => listener.server!.listen(0, '127.0.0.1', resolve))
  listener.port = (listener.server.address() as AddressInfo).port

  source.dataDir = await tempDir()
  source.databaseUrl = await scratchDatabase('src')
  const config = configFor(source.dataDir, source.databaseUrl)
  await withApp(config, async (app) => {
    const [admin] = await app.db
      .insert(users)
      .values({
        email: 'admin@test.local',
        passwordHash: 'not-used',
        firstName: 'Ayşe',
        lastName: 'Yönetici',
        roles: ['Admin'],
        emailConfirmed: true,
      })
      .returning()
    const { token } = await app.tokens.sign(admin!, false)
    const form = multipartBody(
      { Title: post.title },
      { BlogImage: file(await pngImage(), 'a.png', 'image/png') },
    )
    const res = await app.inject({
      method: 'POST',
      url: '/api/blog',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    })
    expect(res.statusCode, res.body).toBe(201)
    post.id = res.json().id
    post.imagePath = res.json().imagePath
    // A signed consent form (issue 21): kept outside uploads/, it must travel with the database all the same.
    const consent = await app.consents.create(
      {
        patientRef: 'D-1',
        consentDate: '2026-03-01',
        signedForm: { kind: 'file', filename: 'o.pdf', mimetype: 'application/pdf', data: SIGNED_FORM },
      },
      admin!.id,
    )
    consentId = consent.id
  })
  post.image = await readFile(path.join(source.dataDir, post.imagePath.replace(/^\//, '')))
  jwtSecret = await readFile(path.join(source.dataDir, 'jwt-secret'), 'utf8')
  source.archive = (await createBackup(config)).file
})

afterAll(async () => {
  await new Promise((resolve) => listener.server?.close(resolve))
  for (const name of scratchDatabases) await adminQuery(`drop database if exists "${name}" with (force)`)
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true })
})

async function readManifest(archive: string): Promise<Record<string, unknown>> {
  let text = ''
  await tar.list({
    file: archive,
    onReadEntry: (entry) => {
      if (entry.path === 'manifest.json')
        entry.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    },
  })
  return JSON.parse(text)
}

/** The source archive unpacked, `edit` applied to its manifest, and packed again. */
async function withEditedManifest(edit: (manifest: Record<string, unknown>) => void): Promise<string> {
  const dir = await tempDir()
  await tar.extract({ file: source.archive, cwd: dir })
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'))
  edit(manifest)
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest))
  const archive = path.join(await tempDir(), 'edited.tar.gz')
  await tar.create({ file: archive, cwd: dir, gzip: true }, await readdir(dir))
  return archive
}

async function expectPostAndPicture(config: AppConfig) {
  await withApp(config, async (app) => {
    const res = await app.inject({ method: 'GET', url: `/api/blog/${post.id}` })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ title: post.title, imagePath: post.imagePath })
    const picture = await app.inject({ method: 'GET', url: post.imagePath })
    expect(picture.statusCode).toBe(200)
    expect(picture.rawPayload.equals(post.image)).toBe(true)
  })
}

describe(`backup and restore (${kind})`, () => {
  it('writes one archive under DATA_DIR/backups with the manifest, the database, uploads and the token key', async () => {
    expect(path.dirname(source.archive)).toBe(path.join(source.dataDir, 'backups'))
    expect(path.basename(source.archive)).toMatch(/^klinik-\d{8}-\d{6}\.tar\.gz$/)
    const entries: string[] = []
    await tar.list({ file: source.archive, onReadEntry: (e) => entries.push(e.path) })
    expect(entries[0]).toBe('manifest.json')
    expect(entries).toEqual(
      expect.arrayContaining([
        kind === 'pglite' ? 'database/pglite.tar.gz' : 'database/postgres.dump',
        `uploads${post.imagePath.replace('/uploads', '')}`,
        'jwt-secret',
      ]),
    )
    expect(entries.some((e) => e.startsWith('site') || e.startsWith('backups'))).toBe(false)

    const manifest = await readManifest(source.archive)
    expect(manifest).toEqual({
      format: 'clinic-backup',
      version: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      database: kind,
      migrations: await knownMigrations(),
      uploads: 1,
      jwtSecret: true,
      privateFiles: 1,
    })
    expect(entries.some((e) => /^private\/consents\/[\w-]+\.pdf$/.test(e))).toBe(true)
  })

  it('restores into a fresh DATA_DIR (and empty database): the post, its picture and the token key are back', async () => {
    const dataDir = path.join(await tempDir(), 'data')
    const config = configFor(dataDir, await scratchDatabase('dst'))
    const result = await restoreBackup(config, source.archive)
    expect(result.manifest).toMatchObject({ database: kind, uploads: 1, jwtSecret: true })
    expect(result.movedAside).toBeUndefined()
    expect(await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(jwtSecret)
    await expectPostAndPicture(config)
    await withApp(config, async (app) => {
      expect((await app.consents.signedForm(consentId)).data.equals(SIGNED_FORM)).toBe(true)
    })
  })

  it('refuses a damaged or foreign archive with one clear message and changes nothing', async () => {
    const dir = await tempDir()
    const bytes = await readFile(source.archive)
    const truncated = path.join(dir, 'truncated.tar.gz')
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)))
    const flipped = path.join(dir, 'flipped.tar.gz')
    const damaged = Buffer.from(bytes)
    damaged[Math.floor(damaged.length / 2)]! ^= 0xff
    await writeFile(flipped, damaged)
    const foreign = path.join(dir, 'foreign.tar.gz')
    await mkdir(path.join(dir, 'other'))
    await writeFile(path.join(dir, 'other', 'notes.txt'), 'başka bir arşiv')
    await tar.create({ file: foreign, cwd: path.join(dir, 'other'), gzip: true }, ['notes.txt'])
    const notGzip = path.join(dir, 'plain.tar.gz')
    await writeFile(notGzip, 'not an archive at all')

    // A DATA_DIR holding only a file of its own: the restore would be allowed if the archive were good.
    const dataDir = path.join(dir, 'data')
    await mkdir(dataDir)
    await writeFile(path.join(dataDir, 'keep.txt'), 'x')
    const config = configFor(dataDir, await scratchDatabase('bad'))
    for (const [archive, message] of [
      [truncated, /damaged or not a \.tar\.gz backup/],
      [flipped, /damaged or not a \.tar\.gz backup/],
      [notGzip, /damaged or not a \.tar\.gz backup/],
      [foreign, /not a backup of this application: no manifest\.json/],
      [path.join(dir, 'missing.tar.gz'), /no such file/],
    ] as const) {
      const error = await restoreBackup(config, archive).catch((e: unknown) => e)
      expect(error, archive).toBeInstanceOf(BackupError)
      expect((error as Error).message).toMatch(message)
      expect((error as Error).message).not.toContain('\n')
      expect(await listTree(dataDir)).toEqual(['keep.txt'])
    }
  })

  it('refuses a database newer than this program (more migrations than it knows), and changes nothing', async () => {
    const known = await knownMigrations()
    const archive = await withEditedManifest((m) => {
      m.migrations = known + 1
    })
    const dataDir = path.join(await tempDir(), 'data')
    const error = await restoreBackup(configFor(dataDir, await scratchDatabase('newer')), archive).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(BackupError)
    expect((error as Error).message).toMatch(
      new RegExp(`has ${known + 1} migrations but this version of the application knows ${known}`),
    )
    expect(await listTree(dataDir)).toEqual(['<missing>'])
  })

  it("refuses while this configuration's API server answers on HOST:PORT, and changes nothing", async () => {
    const dataDir = path.join(await tempDir(), 'data')
    const config = configFor(dataDir, await scratchDatabase('running'))
    listener.answers = 'api'
    try {
      await expect(restoreBackup(config, source.archive)).rejects.toThrow(
        new RegExp(
          `an API server answers at http://127\\.0\\.0\\.1:${listener.port}/api/health: stop it first`,
        ),
      )
      if (kind === 'pglite') {
        // The embedded database cannot be read beside a server; pg_dump runs beside one.
        await expect(createBackup(configFor(source.dataDir, undefined))).rejects.toThrow(/stop it first/)
      }
    } finally {
      listener.answers = 'other'
    }
    expect(await listTree(dataDir)).toEqual(['<missing>'])
  })

  it('refuses a backup of the other kind of database', async () => {
    const other = kind === 'pglite' ? 'postgres://nobody@127.0.0.1:1/none' : undefined
    const dataDir = path.join(await tempDir(), 'data')
    await expect(restoreBackup(configFor(dataDir, other), source.archive)).rejects.toThrow(
      kind === 'pglite'
        ? /holds the embedded database .* unset DATABASE_URL/
        : /holds PostgreSQL .* set DATABASE_URL/,
    )
    expect(await listTree(dataDir)).toEqual(['<missing>'])
  })

  it('refuses to restore over data without --force; with it the old data is moved aside, not deleted', async () => {
    const config = configFor(source.dataDir, source.databaseUrl)
    const before = await listTree(source.dataDir)
    await expect(restoreBackup(config, source.archive)).rejects.toThrow(
      /refusing to restore over existing data .* pass --force/,
    )
    expect(await listTree(source.dataDir)).toEqual(before)

    const { movedAside } = await restoreBackup(config, source.archive, { force: true })
    expect(movedAside).toMatch(/before-restore-\d{8}-\d{6}$/)
    const aside = await readdir(movedAside!)
    expect(aside).toEqual(
      expect.arrayContaining([kind === 'pglite' ? 'pglite' : 'postgres.dump', 'uploads', 'jwt-secret']),
    )
    expect(await readFile(path.join(movedAside!, post.imagePath.replace(/^\//, '')))).toEqual(post.image)
    await expectPostAndPicture(config)
  })

  it('refuses to back up the embedded database while another process has it open', async (ctx) => {
    if (kind !== 'pglite') {
      ctx.skip('PGlite only: PostgreSQL serves many connections and pg_dump runs beside the server')
    }
    const dataDir = source.dataDir
    const backupsBefore = await listTree(path.join(dataDir, 'backups'))
    const running = new PGlite(path.join(dataDir, 'pglite'))
    await running.waitReady
    try {
      await expect(createBackup(configFor(dataDir, undefined))).rejects.toThrow(
        /in use .* stop the API server first/,
      )
      await expect(
        restoreBackup(configFor(dataDir, undefined), source.archive, { force: true }),
      ).rejects.toThrow(/in use .* stop the API server first/)
    } finally {
      await running.close()
    }
    expect(await listTree(path.join(dataDir, 'backups'))).toEqual(backupsBefore)
  })
})
