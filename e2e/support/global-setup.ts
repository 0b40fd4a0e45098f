import { createServer, type IncomingHttpHeaders } from 'node:http'
import { createApiClient } from '@clinic/api-client/client'
import { createSession } from '@clinic/api-client/session'
import { createMemoryStorage } from '@clinic/api-client/storage'
import type { SitePublishState } from '@clinic/contract/site-publish'
import { HOSTILE_CONTENT, HOSTILE_FIELDS } from './hostile.ts'
import { ADMIN, freePort, startProduct, waitFor } from './product.ts'

/** A stand-in for the third-party booking page on loopback; it remembers the headers it was asked with. */
async function startBookingStub() {
  const requests: IncomingHttpHeaders[] = []
  const server = createServer((req, res) => {
    if (req.url === '/requests') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(requests))
      return
    }
    requests.push(req.headers)
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end('<!doctype html><html lang="tr"><title>Randevu</title><h1>Randevu takvimi (test)</h1></html>')
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) }
}

/** Waits until a build newer than `after` has finished, and fails with its log if it failed. */
async function published(api: ReturnType<typeof createApiClient>, baseUrl: string, after?: string | null) {
  const token = api.session?.getValidToken()
  const state = await waitFor(
    'the site build',
    async () => {
      const res = await fetch(`${baseUrl}/api/site/publish`, {
        headers: { authorization: `Bearer ${token}` },
      })
      const body = (await res.json()) as SitePublishState
      if (body.building || body.pending || !body.lastBuild || body.lastBuild.finishedAt === after)
        return undefined
      return body.lastBuild
    },
    240_000,
  )
  if (state.status !== 'ok') throw new Error(`site build failed:\n${state.logTail}`)
  return state
}

/**
 * One product for the whole run: a fresh database with the demo content plus one post, operation, category and
 * catalog whose every text field is hostile, built into the static site from the running API.
 */
export default async function globalSetup() {
  const booking = await startBookingStub()
  const product = await startProduct({
    BOOKING_URL: `${booking.url}/takvim`,
    // A configured analytics id shows the consent banner; the specs stub the provider's script.
    ANALYTICS_GA_ID: 'G-E2ETEST',
    // drafts.spec.ts schedules a draft ~20 s ahead: the sweep looks every 5 s instead of 15.
    SCHEDULE_SWEEP_S: '5',
  })
  try {
    const api = createApiClient({
      baseUrl: product.baseUrl,
      session: createSession({
        persistent: createMemoryStorage(),
        sessionOnly: createMemoryStorage(),
        events: null,
      }),
    })
    await api.account.login({ email: ADMIN.email, password: ADMIN.password, rememberMe: false })
    const first = await published(api, product.baseUrl)

    const category = await api.categories.create({ name: HOSTILE_FIELDS.category })
    const catalog = await api.catalogs.create({ name: HOSTILE_FIELDS.catalog })
    const post = await api.blog.create({
      title: HOSTILE_FIELDS.title,
      shortDescription: HOSTILE_FIELDS.shortDescription,
      fullContent: HOSTILE_CONTENT,
      seoKeywords: HOSTILE_FIELDS.seoKeywords,
      seoDescription: HOSTILE_FIELDS.seoDescription,
      authorName: HOSTILE_FIELDS.authorName,
      tags: [HOSTILE_FIELDS.tag, 'Güvenlik'],
      categoryId: category.id,
      isActive: true,
    })
    const operation = await api.operations.create({
      title: HOSTILE_FIELDS.operationTitle,
      shortDescription: HOSTILE_FIELDS.shortDescription,
      fullContent: HOSTILE_CONTENT,
      seoDescription: HOSTILE_FIELDS.seoDescription,
      authorName: HOSTILE_FIELDS.authorName,
      catalogId: catalog.id,
      isActive: true,
    })
    const before = first.finishedAt
    await fetch(`${product.baseUrl}/api/site/publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.session?.getValidToken()}` },
    })
    await published(api, product.baseUrl, before)

    process.env.E2E_BASE_URL = product.baseUrl
    // Mails land in DATA_DIR/outbox (no SMTP_URL): support/mail.ts reads them.
    process.env.E2E_DATA_DIR = product.dataDir
    process.env.E2E_BOOKING_URL = booking.url
    process.env.E2E_HOSTILE_POST = post.slug
    process.env.E2E_HOSTILE_OPERATION = operation.slug
  } catch (error) {
    console.error(product.log())
    await product.stop()
    await booking.close()
    throw error
  }
  return async () => {
    await product.stop()
    await booking.close()
  }
}
