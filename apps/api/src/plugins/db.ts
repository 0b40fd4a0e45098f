import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type Database, type DatabaseHandle, openDatabase } from '../db/client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    dbKind: DatabaseHandle['kind']
    /** PostgreSQL only: the connection string, for connections of their own (LISTEN, advisory locks). */
    dbUrl: string | undefined
    /** Answers whether the database answers a trivial query within `timeoutMs` (the health check). */
    dbAnswers(timeoutMs?: number): Promise<boolean>
  }
}

/** Opens and migrates the database (or takes one already open, as tests do) and closes it with the app. */
export default fp(
  async function dbPlugin(
    app: FastifyInstance,
    opts: { url?: string; dataDir: string; handle?: DatabaseHandle },
  ) {
    const handle = opts.handle ?? (await openDatabase({ url: opts.url, dataDir: opts.dataDir }))
    app.decorate('db', handle.db)
    app.decorate('dbKind', handle.kind)
    app.decorate('dbUrl', handle.url)
    app.decorate('dbAnswers', async (timeoutMs = 2_000) => {
      let timer: NodeJS.Timeout | undefined
      try {
        await Promise.race([
          handle.db.execute(sql`select 1`),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
          }),
        ])
        return true
      } catch (error) {
        app.log.error({ err: error }, 'the database does not answer')
        return false
      } finally {
        clearTimeout(timer)
      }
    })
    if (!opts.handle) app.addHook('onClose', () => handle.close())
  },
  { name: 'db' },
)
