import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'

const serverFile = fileURLToPath(new URL('./server.ts', import.meta.url))

interface StartedServer {
  child: ChildProcess
  dataDir: string
  /** What the server printed so far. */
  output: string[]
  /** The address it listens at, or undefined when it exited first (`exitCode` then). */
  baseUrl: string | undefined
  exitCode: number | null | undefined
}

/** Starts the real server process the way `pnpm start` does, on a fresh data folder and a free port. */
async function startServer(env: Record<string, string>): Promise<StartedServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clinic-server-test-'))
  const child = spawn(process.execPath, [serverFile], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  return new Promise<StartedServer>((resolve, reject) => {
    // Seeding the demo images and migrating take a minute on a busy two-core machine.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join('')}`)), 150_000)
    const settle = (baseUrl: string | undefined, exitCode: number | null | undefined) => {
      clearTimeout(timer)
      resolve({ child, dataDir, output, baseUrl, exitCode })
    }
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString())
      const match = /Server listening at (http:\/\/[\d.]+:\d+)/.exec(output.join(''))
      if (match) settle(match[1]!, undefined)
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => settle(undefined, code))
  })
}

async function stopServer(server: StartedServer | undefined): Promise<void> {
  if (!server) return
  if (server.child.exitCode === null) server.child.kill('SIGKILL')
  await rm(server.dataDir, { recursive: true, force: true })
}

describe('a first start', () => {
  let server: StartedServer

  beforeAll(async () => {
    server = await startServer({ HOST: '127.0.0.1' })
    if (!server.baseUrl) throw new Error(`server exited with ${server.exitCode}:\n${server.output.join('')}`)
  }, 180_000)

  afterAll(() => stopServer(server))

  test('on first start the server migrates, seeds the admin and the demo content, and serves them over HTTP', async () => {
    const { baseUrl, output, dataDir } = server
    const health = await fetch(`${baseUrl}/api/health`)
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', ok: true } })
    const posts = (await (await fetch(`${baseUrl}/api/blog`)).json()) as { imagePath: string }[]
    expect(posts.length).toBeGreaterThanOrEqual(10)
    const image = await fetch(`${baseUrl}${posts[0]!.imagePath}`)
    expect(image.status).toBe(200)
    const login = await fetch(`${baseUrl}/api/Account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@klinik.local', password: 'Klinik-Admin-2026' }),
    })
    expect(login.status).toBe(200)
    expect(output.join('')).toContain('Yönetici hesabı oluşturuldu: admin@klinik.local')
    expect(output.join('')).toContain(`${path.join(dataDir, 'outbox')} klasörüne .eml olarak yazılır`)
    // The requests above were answered quickly and well: at the default level they leave no line.
    expect(output.join('')).not.toContain('request completed')
    expect(await readdir(dataDir)).toEqual(expect.arrayContaining(['pglite', 'uploads', 'jwt-secret']))
  })

  test('SIGTERM closes the server gracefully with exit code 0', async () => {
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)))
    server.child.kill('SIGTERM')
    expect(await exited).toBe(0)
  })
})

describe('the address it listens on', () => {
  let server: StartedServer | undefined
  const start = async (env: Record<string, string>) => {
    server = await startServer({ SEED_DEMO_CONTENT: 'false', HOST: '', ...env })
    return server
  }

  afterEach(async () => {
    await stopServer(server)
    server = undefined
  })

  test('with no HOST it listens on loopback, even with the default admin password', async () => {
    const { baseUrl } = await start({})
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  }, 180_000)

  test('beyond loopback it refuses to start while the admin has the published default password', async () => {
    const { baseUrl, exitCode, output } = await start({ HOST: '0.0.0.0' })
    expect(baseUrl).toBeUndefined()
    expect(exitCode).toBe(78)
    expect(output.join('')).toContain('varsayılan şifreyle')
    expect(output.join('')).toContain('Refusing to listen on 0.0.0.0')
  }, 180_000)

  test('beyond loopback it starts once the admin has a password of its own', async () => {
    const { baseUrl, output } = await start({ HOST: '0.0.0.0', ADMIN_PASSWORD: 'Kendi-Sifremiz-2026' })
    // Fastify names each interface it now answers on, loopback first.
    expect(baseUrl).toBeDefined()
    expect(output.join('')).not.toContain('Refusing to listen')
  }, 180_000)
})
