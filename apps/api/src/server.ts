import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { buildApp } from './app.ts'
import { loadConfig } from './env.ts'
import { defaultPasswordRefusal, isLoopbackHost } from './lib/listen-address.ts'
import { collectGarbageSoon } from './lib/memory.ts'
import { DEFAULT_ADMIN_PASSWORD, seedIfEmpty } from './seed/seed.ts'

/** A build still running at shutdown gets this long to finish (it reads this very API, so the API waits for it). */
const BUILD_GRACE_MS = 120_000

const config = loadConfig()
await mkdir(config.uploadsDir, { recursive: true })
const app = await buildApp(config)
await seedIfEmpty(app)

// The default password is printed in the README: a server the network reaches must not accept it for an admin.
if (!isLoopbackHost(config.host)) {
  const exposed = await app.users.activeAdminsWithPassword(DEFAULT_ADMIN_PASSWORD)
  if (exposed.length > 0) {
    app.log.fatal(defaultPasswordRefusal(config.host, exposed))
    await app.close()
    process.exit(78)
  }
}

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing the running build and the requests in flight')
    try {
      const grace = new Promise((resolve) => setTimeout(resolve, BUILD_GRACE_MS).unref())
      await Promise.race([app.publishing.drain(), grace])
      // Stops listening, lets requests in flight finish, then closes the database.
      await app.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  })
}

await app.listen({ host: config.host, port: config.port })
if (!config.smtpUrl) {
  app.log.info(
    `SMTP_URL yok: e-postalar gönderilmez, ${path.join(config.dataDir, 'outbox')} klasörüne .eml olarak yazılır (no SMTP_URL: mails go to that folder)`,
  )
}

// The site is built from this very API, so only once it listens; until the first build / answers "Site hazırlanıyor".
await app.publishing.start()
// Migrations, the seed and the start-up's reads leave garbage behind (decision 0240).
collectGarbageSoon()
