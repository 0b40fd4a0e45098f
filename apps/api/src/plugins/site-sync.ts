import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { SITE_SYNC_TOKEN_HEADER } from '@clinic/contract/site-sync'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { forbidden, unauthorized } from '../lib/http-errors.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The build token: the built-in builder hands it to `astro build` (SITE_SYNC_TOKEN). */
    siteSyncToken: string
    /** onRequest of the change feeds: 401 without the build token, 403 with another. */
    requireSiteSyncToken: (req: FastifyRequest) => Promise<void>
  }
}

const MISSING =
  'Bu adres yalnızca sitenin derlemesi içindir: X-Site-Sync-Token başlığında derleme anahtarını (SITE_SYNC_TOKEN) gönderin.'
const WRONG = 'Derleme anahtarı (SITE_SYNC_TOKEN) geçersiz.'

/** SITE_SYNC_TOKEN when set; otherwise the one kept in DATA_DIR/site-sync-token, made on first start. */
export async function resolveSiteSyncToken(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured
  const file = path.join(dataDir, 'site-sync-token')
  try {
    const existing = (await readFile(file, 'utf8')).trim()
    if (existing.length >= 32) return existing
  } catch {
    // first start: fall through and create it
  }
  const token = randomBytes(32).toString('base64url')
  await mkdir(dataDir, { recursive: true })
  await writeFile(file, token, { mode: 0o600 })
  return token
}

/** Compared as digests, in constant time whatever the lengths. */
const digest = (text: string) => createHash('sha256').update(text).digest()

/** The change feeds' guard: the site's build sends the token it was given in X-Site-Sync-Token (decision 0173). */
export default fp(
  async function siteSyncPlugin(app: FastifyInstance, opts: { token: string }) {
    const expected = digest(opts.token)
    app.decorate('siteSyncToken', opts.token)
    app.decorate('requireSiteSyncToken', async (req: FastifyRequest) => {
      const sent = req.headers[SITE_SYNC_TOKEN_HEADER.toLowerCase()]
      if (typeof sent !== 'string' || sent.trim() === '') throw unauthorized(MISSING)
      if (!timingSafeEqual(digest(sent.trim()), expected)) throw forbidden(WRONG)
    })
  },
  { name: 'site-sync' },
)
