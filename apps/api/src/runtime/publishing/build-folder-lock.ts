import { rmSync } from 'node:fs'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Astro keeps part of every build in `<project>/.astro` whatever the output folder: two servers building the same
 * checkout at once (two data folders, tests side by side) would delete each other's files. A lock folder beside it
 * makes them take turns; one left by a process that is gone is taken over. (Not the replicas' builder election:
 * that is `builder-lock.ts`, on the database.)
 */
export interface BuildFolderLockOptions {
  /** How long a build waits for another one before it fails. */
  waitMs?: number
  /** A lock without a readable owner for this long was left by an older version half-way; it is taken over. */
  ownerlessMs?: number
  /** Told once when the lock is held by another live process. */
  onWait?: (owner: number | undefined) => void
}

const POLL_MS = 200

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function createBuildFolderLock(lock: string, options: BuildFolderLockOptions = {}) {
  const waitMs = options.waitMs ?? 10 * 60_000
  const ownerlessMs = options.ownerlessMs ?? 30_000
  let owned = false

  /**
   * Takes the lock in one step: the folder is made with its pid inside under a name of this process's own, then
   * renamed into place. A process killed half-way (a build stopped by BUILD_TIMEOUT_S) thus never leaves a lock
   * without an owner, which every later build would wait for.
   */
  async function tryLock(): Promise<boolean> {
    const staging = `${lock}.${process.pid}`
    await rm(staging, { recursive: true, force: true })
    await mkdir(staging)
    await writeFile(path.join(staging, 'pid'), String(process.pid))
    try {
      await rename(staging, lock)
      owned = true
      return true
    } catch (error) {
      await rm(staging, { recursive: true, force: true })
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'EEXIST' || code === 'ENOTEMPTY') return false
      throw error
    }
  }

  return {
    /** Waits for the lock (up to `waitMs`), taking over one whose owner is gone. */
    async acquire(): Promise<void> {
      await mkdir(path.dirname(lock), { recursive: true })
      const deadline = Date.now() + waitMs
      let told = false
      for (;;) {
        if (await tryLock()) return
        const owner = Number(await readFile(path.join(lock, 'pid'), 'utf8').catch(() => ''))
        const ownerless = !(owner > 0)
        const since = await stat(lock).then(
          (s) => s.mtimeMs,
          () => Date.now(),
        )
        if ((!ownerless && !alive(owner)) || (ownerless && Date.now() - since > ownerlessMs)) {
          await rm(lock, { recursive: true, force: true })
          continue
        }
        if (Date.now() > deadline)
          throw new Error(`Bu sitenin başka bir derlemesi ${Math.round(waitMs / 60_000)} dakikadır bitmedi.`)
        if (!told) {
          options.onWait?.(ownerless ? undefined : owner)
          told = true
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      }
    },
    /** Gives the lock back (synchronous: also called as the process exits). */
    release(): void {
      if (owned) rmSync(lock, { recursive: true, force: true })
      owned = false
    },
  }
}
