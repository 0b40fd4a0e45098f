import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { verifyWebhook } from '../../src/lib/webhook-signature.ts'
import type { PublishingMessage } from '../../src/plugins/events.ts'
import { until, useTestApp } from '../helper.ts'

const SECRET = 'the-deploy-hooks-shared-secret-0123456789'

/** A stand-in for a static host's deploy hook on loopback: it keeps every call and answers `status`. */
const hook = {
  calls: [] as Array<{ headers: IncomingHttpHeaders; body: string }>,
  status: 200,
  server: createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      hook.calls.push({ headers: req.headers, body })
      res.writeHead(hook.status, { 'content-type': 'text/plain' }).end(hook.status < 400 ? 'ok' : 'refused')
    })
  }),
}
await new Promise<void>((resolve) => hook.server.listen(0, '127.0.0.1', resolve))
const hookUrl = `http://127.0.0.1:${(hook.server.address() as AddressInfo).port}/deploy`

const t = useTestApp({ rebuildWebhook: { url: hookUrl, secret: SECRET } })
const messages: PublishingMessage[] = []

beforeAll(async () => {
  t.app.events.subscribe((message) => messages.push(message))
  await t.app.publishing.start()
})
afterAll(() => new Promise<void>((resolve) => hook.server.close(() => resolve())))
beforeEach(async () => {
  // What the previous test changed is published first (its batch waits a quiet moment), then forgotten.
  await new Promise((resolve) => setTimeout(resolve, 400))
  await until('the previous publish', async () =>
    (await t.app.publishing.state()).building ? undefined : true,
  )
  hook.calls = []
  hook.status = 200
  messages.length = 0
})

async function publishState() {
  const res = await t.asAdmin('GET', '/api/site/publish')
  expect(res.statusCode).toBe(200)
  return res.body
}

describe('content changes', () => {
  test('saving, hiding and deleting a post each announce one change; views and likes announce none', async () => {
    const post = await t.seedPost()
    const token = await t.loginAsAdmin()
    await t.request({ method: 'PUT', url: `/api/blog/${post.id}/view` })
    await t.request({ method: 'PUT', url: `/api/blog/${post.id}/like` })
    await t.request({
      method: 'PUT',
      url: `/api/blog/${post.id}/status`,
      token,
      payload: { isActive: false },
    })
    await t.request({ method: 'DELETE', url: `/api/blog/${post.id}`, token })
    const changes = messages.flatMap((m) => (m.type === 'content-changed' ? [m.change] : []))
    expect(changes).toEqual([
      { kind: 'blogs', id: post.id, action: 'created' },
      { kind: 'blogs', id: post.id, action: 'status' },
      { kind: 'blogs', id: post.id, action: 'deleted' },
    ])
  })

  test('catalogs and categories announce their changes; a refused write announces nothing', async () => {
    const token = await t.loginAsAdmin()
    const catalog = await t.request({ method: 'POST', url: '/api/Catalog', token, payload: { name: 'Omuz' } })
    await t.request({
      method: 'PUT',
      url: `/api/Catalog/${catalog.body.id}`,
      token,
      payload: { name: 'Omuz Cerrahisi' },
    })
    const taken = await t.request({
      method: 'POST',
      url: '/api/Catalog',
      token,
      payload: { name: 'omuz cerrahisi' },
    })
    expect(taken.statusCode).toBe(409)
    const category = await t.request({
      method: 'POST',
      url: '/api/Category',
      token,
      payload: { name: 'Spor' },
    })
    await t.request({ method: 'DELETE', url: `/api/Category/${category.body.id}`, token })
    const changes = messages.flatMap((m) => (m.type === 'content-changed' ? [m.change] : []))
    expect(changes).toEqual([
      { kind: 'catalogs', id: catalog.body.id, action: 'created' },
      { kind: 'catalogs', id: catalog.body.id, action: 'updated' },
      { kind: 'categories', id: category.body.id, action: 'created' },
      { kind: 'categories', id: category.body.id, action: 'deleted' },
    ])
  })
})

describe('the signed rebuild webhook', () => {
  test('an edit calls the hook, signed over its body with a fresh timestamp, naming what changed', async () => {
    const post = await t.seedPost({ Title: 'Menisküs Yırtığı' })
    const call = await until('the hook', () => hook.calls.find((c) => c.body.includes(`"id":${post.id},`)))
    expect(call.headers['content-type']).toBe('application/json')
    expect(verifyWebhook(SECRET, call.headers, call.body)).toBeUndefined()
    expect(verifyWebhook('another-secret-another-secret-0000', call.headers, call.body)).toBe('bad signature')
    const body = JSON.parse(call.body)
    expect(body).toMatchObject({
      event: 'site.rebuild',
      changes: [{ kind: 'blogs', id: post.id, action: 'created' }],
    })

    const state = await until('the publish to finish', async () => {
      const s = await publishState()
      return s.building ? undefined : s
    })
    expect(state).toMatchObject({ enabled: true, targets: ['webhook'], building: false, pending: false })
    expect(state.builds[0]).toMatchObject({ target: 'webhook', status: 'ok', reason: 'içerik değişti' })
    expect(state.live.id).toBe(state.builds[0].id)
    expect(state.lastChangeAt).not.toBeNull()
  })

  test('twenty saves in a row give at most two calls, the last of them naming the last save', async () => {
    const token = await t.loginAsAdmin()
    const post = await t.seedPost()
    await until('the first call', () => hook.calls[0])
    await until('the first publish to finish', async () =>
      (await publishState()).building ? undefined : true,
    )
    hook.calls = []
    for (let i = 1; i <= 20; i++) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/blog/${post.id}/status`,
        token,
        payload: { isActive: i % 2 === 0 },
      })
      expect(res.statusCode).toBe(200)
    }
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    expect(hook.calls.length).toBeGreaterThanOrEqual(1)
    expect(hook.calls.length).toBeLessThanOrEqual(2)
    const changes = hook.calls.flatMap((call) => JSON.parse(call.body).changes)
    expect(changes).toHaveLength(20)
  })

  test('a hook that refuses is reported as a failed publish with its answer, and not retried', async () => {
    hook.status = 403
    await t.seedPost()
    const state = await until('the failed publish', async () => {
      const s = await publishState()
      return s.lastBuild?.status === 'failed' ? s : undefined
    })
    expect(hook.calls).toHaveLength(1)
    expect(state.lastBuild.logTail).toContain('HTTP 403')
    expect(state.live).toBeNull()
  })

  test('"publish now" calls the hook at once, and the admin is told it is under way', async () => {
    const token = await t.loginAsAdmin()
    const res = await t.request({ method: 'POST', url: '/api/site/publish', token })
    expect(res.statusCode).toBe(202)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body.building || res.body.pending).toBe(true)
    const call = await until('the hook', () => hook.calls[0])
    expect(JSON.parse(call.body)).toMatchObject({ reason: 'yönetici', changes: [] })
  })

  test('only an admin sees or starts publishing', async () => {
    const user = await t.createUser()
    for (const method of ['GET', 'POST'] as const) {
      expect((await t.request({ method, url: '/api/site/publish' })).statusCode).toBe(401)
      expect((await t.request({ method, url: '/api/site/publish', token: user.token })).statusCode).toBe(403)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(hook.calls).toHaveLength(0)
  })
})

describe('the builder lock', () => {
  const advisoryHolders = async () =>
    (
      await t.app.db.execute<{ pid: number }>(
        sql`select pid from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())`,
      )
    ).rows.map((row) => Number(row.pid))

  test('a builder whose lock connection drops takes the lock again and goes on publishing', async ({
    skip,
  }) => {
    skip(t.kind !== 'postgres', 'PGlite is one process: there is no lock to lose')
    const [before] = await advisoryHolders()
    expect(before).toBeDefined()
    await t.app.db.execute(sql`select pg_terminate_backend(${before})`)
    const after = await until(
      'the lock taken again',
      async () => (await advisoryHolders()).find((pid) => pid !== before),
      15_000,
    )
    expect(after).not.toBe(before)
    const post = await t.seedPost({ Title: 'Kilit sonrası yazı' })
    const call = await until(
      'the hook',
      () => hook.calls.find((c) => c.body.includes(`"id":${post.id},`)),
      15_000,
    )
    expect(verifyWebhook(SECRET, call.headers, call.body)).toBeUndefined()
  })
})
