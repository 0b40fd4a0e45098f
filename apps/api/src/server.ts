import { mkdir } from 'node:fs/promises'
import { buildApp } from './app.ts'
import { loadConfig } from './env.ts'
import { currentRelease } from './publishing/site-release.ts'
import { seedIfEmpty } from './seed/seed.ts'

const config = loadConfig()
await mkdir(config.uploadsDir, { recursive: true })
const app = await buildApp(config)
await seedIfEmpty(app)

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    try {
      await app.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  })
}

await app.listen({ host: config.host, port: config.port })

// The site is built from this very API, so only once it listens; until then / answers "Site hazırlanıyor".
if (config.site.build && !(await currentRelease(config.site.root))) void app.site.publish('first start')
