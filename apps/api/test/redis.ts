import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { Redis } from 'ioredis'

/**
 * This helper's Redis database on the machine's Redis (127.0.0.1:6379): one per database kind, as both kinds' runs
 * of a file go side by side. TEST_REDIS_URL names another server (its database numbers are kept).
 */
export function testRedisUrl(kind: 'pglite' | 'postgres'): string {
  const url = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379')
  url.pathname = `/${kind === 'pglite' ? 5 : 6}`
  return url.toString()
}

/** A client for a test to look into Redis, or undefined when none answers at `url`. */
export async function redisProbe(url: string): Promise<Redis | undefined> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  })
  probe.on('error', () => {})
  try {
    await probe.connect()
    return probe
  } catch {
    probe.disconnect()
    return undefined
  }
}

/** A TCP port nothing listens on (now). */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  await once(server, 'close')
  return port
}

export interface OwnRedis {
  url: string
  /** Stops the server (as a crash or a restart would, for its clients). */
  stop(): Promise<void>
  /** Starts it again on the same port. */
  start(): Promise<void>
}

/** A Redis server of the test's own on a free port (redis-server from PATH), so the test can stop and restart it. */
export async function ownRedis(): Promise<OwnRedis> {
  const port = await freePort()
  let child: ChildProcess | undefined
  const url = `redis://127.0.0.1:${port}/0`
  async function start() {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    )
    for (let tries = 0; tries < 100; tries++) {
      const probe = await redisProbe(url)
      if (probe) {
        probe.disconnect()
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`redis-server did not start on port ${port}`)
  }
  async function stop() {
    const running = child
    child = undefined
    if (!running || running.exitCode !== null) return
    const exited = once(running, 'exit')
    running.kill('SIGKILL')
    await exited
  }
  await start()
  return { url, start, stop }
}
