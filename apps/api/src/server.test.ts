import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'

const serverFile = fileURLToPath(new URL('./server.ts', import.meta.url))
let child: ChildProcess
let dataDir: string
let baseUrl: string
const output: string[] = []

/** Starts the real server process the way `pnpm start` does, on a fresh data folder and a free port. */
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'clinic-server-test-'))
  child = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join('')}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString())
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output.join(''))
      if (match) {
        clearTimeout(timer)
        resolve(match[1]!)
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output.join('')}`)))
  })
}, 90_000)

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL')
  await rm(dataDir, { recursive: true, force: true })
})

test('on first start the server migrates, seeds the admin and the demo content, and serves them over HTTP', async () => {
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
  expect(await readdir(dataDir)).toEqual(expect.arrayContaining(['pglite', 'uploads', 'jwt-secret']))
})

test('SIGTERM closes the server gracefully with exit code 0', async () => {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  child.kill('SIGTERM')
  expect(await exited).toBe(0)
})
