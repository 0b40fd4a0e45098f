import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const ADMIN = { email: 'admin@klinik.local', password: 'Klinik-Admin-2026' }

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  while (Date.now() < deadline) {
    try {
      const value = await probe()
      if (value !== undefined) return value
    } catch (error) {
      last = error
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`Timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`)
}

export interface Product {
  baseUrl: string
  dataDir: string
  log: () => string
  /**
   * Ends the server (SIGTERM: gracefully; SIGKILL: as a crash would) and removes its data, unless it was handed its
   * folder or `keepData` is set (a restart follows).
   */
  stop(signal?: 'SIGTERM' | 'SIGKILL', keepData?: boolean): Promise<void>
  /** The server's exit code once it has exited. */
  exitCode(): number | null
}

export interface ProductOptions {
  /** Reuse this data folder (a restart, or replicas sharing uploads and the site); it is then left in place. */
  dataDir?: string
  /** The port to listen on (a restart keeps its address); a free one by default. */
  port?: number
}

/**
 * Starts the whole product as `pnpm start` does (API, built site, uploads on one port) on a fresh embedded
 * database, and waits until it answers. The first start seeds the demo content and builds the site.
 */
export async function startProduct(
  env: Record<string, string> = {},
  options: ProductOptions = {},
): Promise<Product> {
  const port = options.port ?? (await freePort())
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'clinic-e2e-')))
  const baseUrl = `http://127.0.0.1:${port}`
  let output = ''
  const child: ChildProcess = spawn(
    process.execPath,
    ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', 'apps/api/src/server.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_SITE_URL: baseUrl,
        LOG_LEVEL: 'warn',
        // Specs view and like the same posts many times from one address.
        RATE_LIMITS: 'false',
        // The specs sign the admin in with a password; two-factor.spec.ts enrols a staff member of its own.
        STAFF_2FA_REQUIRED: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-5_000_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM', keepData = false) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await Promise.race([exited, new Promise((r) => setTimeout(r, 150_000))])
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exited
    if (!options.dataDir && !keepData) await rm(dataDir, { recursive: true, force: true })
  }
  try {
    await waitFor(
      'the API',
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})\n${output}`)
        return (await fetch(`${baseUrl}/api/health`)).ok || undefined
      },
      120_000,
    )
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, dataDir, log: () => output, stop, exitCode: () => child.exitCode }
}
