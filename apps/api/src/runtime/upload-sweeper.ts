import type { Dirent } from 'node:fs'
import { lstat, readdir, realpath, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export interface UploadSweeper {
  /**
   * Deletes every file under the uploads folder that no row references and that is older than the grace period
   * (as of `now`); answers the URL paths it removed. Symbolic links are never followed nor removed. Runs one at a
   * time.
   */
  sweep(now?: Date): Promise<string[]>
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadSweeper: UploadSweeper
  }
}

export interface UploadSweeperOptions {
  /** Between runs; 0: never (not at start either). */
  intervalMs: number
  /** An unreferenced file younger than this stays (an image in an editor draft not saved yet). */
  graceMs: number
}

/** Regular files under `root` as paths relative to it; folders reached through a symbolic link are not entered. */
async function filesUnder(root: string, relative = ''): Promise<string[]> {
  let entries: Dirent[]
  try {
    entries = await readdir(path.join(root, relative), { withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const files: string[] = []
  for (const entry of entries) {
    const child = path.join(relative, entry.name)
    if (entry.isDirectory()) files.push(...(await filesUnder(root, child)))
    else if (entry.isFile()) files.push(child)
  }
  return files
}

/**
 * The sweeper of uploads nothing references: a file whose row was replaced or deleted while the server was down,
 * an image uploaded into an editor draft that was never saved, an image a post's text no longer shows. It runs at
 * start and every `intervalMs`, and logs what it removed.
 */
export default fp(
  async function uploadSweeperPlugin(app: FastifyInstance, opts: UploadSweeperOptions) {
    const root = app.images.root
    let running: Promise<string[]> | undefined

    async function run(now: Date): Promise<string[]> {
      const files = await filesUnder(root)
      const old: { file: string; urlPath: string }[] = []
      for (const file of files) {
        const full = path.join(root, file)
        const stat = await lstat(full).catch(() => undefined)
        if (!stat?.isFile() || now.getTime() - stat.mtimeMs < opts.graceMs) continue
        old.push({ file: full, urlPath: `/uploads/${file.split(path.sep).join('/')}` })
      }
      if (old.length === 0) return []
      // Read after the files: a row written meanwhile references a file younger than the grace period anyway.
      const referenced = await app.uploads.referenced()
      const realRoot = await realpath(root)
      const removed: string[] = []
      for (const { file, urlPath } of old) {
        if (referenced.has(urlPath)) continue
        // The folder must still be inside the uploads folder (not swapped for a link meanwhile).
        const folder = await realpath(path.dirname(file)).catch(() => undefined)
        if (!folder || (folder !== realRoot && !folder.startsWith(realRoot + path.sep))) continue
        try {
          await unlink(file)
          removed.push(urlPath)
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
        }
      }
      if (removed.length > 0) app.log.info({ removed }, `removed ${removed.length} unreferenced upload(s)`)
      return removed
    }

    const sweeper: UploadSweeper = {
      async sweep(now = new Date()) {
        // One run at a time: a call during a run waits for it, then runs as of its own `now`.
        while (running) await running.catch(() => undefined)
        running = run(now).finally(() => {
          running = undefined
        })
        return running
      },
    }
    app.decorate('uploadSweeper', sweeper)

    if (opts.intervalMs <= 0) return
    const sweepLogged = () => {
      sweeper.sweep().catch((error: unknown) => app.log.error({ err: error }, 'sweeping uploads failed'))
    }
    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      sweepLogged()
      timer = setInterval(sweepLogged, opts.intervalMs)
      timer.unref()
    })
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await running?.catch(() => undefined)
    })
  },
  { name: 'upload-sweeper', dependencies: ['images', 'uploads'] },
)
