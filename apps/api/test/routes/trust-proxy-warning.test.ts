import { ApiPaths } from '@clinic/contract/api-paths'
import { expect, test } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { TRUST_PROXY_UNSET } from '../../src/plugins/proxy-check.ts'
import { useTestApp } from '../helper.ts'

/** The log lines the app writes, parsed (pino writes one JSON object a line). */
const lines: Array<Record<string, unknown>> = []
// TRUST_PROXY unset (the default): the connection's address is the client's.
const t = useTestApp({ logLevel: 'info' }, { logStream: { write: (line) => lines.push(JSON.parse(line)) } })

const proxyWarnings = () => lines.filter((line) => String(line.msg).includes('TRUST_PROXY is unset'))

test('a request with X-Forwarded-For while TRUST_PROXY is unset is logged once and reported by the health check', async () => {
  const before = await t.request({ method: 'GET', url: ApiPaths.health })
  expect(before.statusCode).toBe(200)
  expect(before.body.warnings).toBeUndefined()
  expect(proxyWarnings()).toEqual([])

  for (let i = 0; i < 3; i++) {
    await t.request({ method: 'GET', url: ApiPaths.blogs, headers: { 'x-forwarded-for': `203.0.113.${i}` } })
  }
  expect(proxyWarnings()).toHaveLength(1)
  expect(proxyWarnings()[0]).toMatchObject({ level: 40, url: ApiPaths.blogs })

  const after = await t.request({ method: 'GET', url: ApiPaths.health })
  // Still healthy (a load balancer must not take the server out), with the warning for the operator.
  expect(after.statusCode).toBe(200)
  expect(after.body.status).toBe('ok')
  expect(after.body.warnings).toEqual([TRUST_PROXY_UNSET])
  expect(after.body.warnings[0].message).toContain('TRUST_PROXY')
})

test('with TRUST_PROXY set, forwarded requests are expected: no warning', async () => {
  const behindProxy = await buildApp(
    { ...t.config, trustProxy: 1 },
    { database: { db: t.app.db, kind: t.kind, close: async () => {} }, logger: false },
  )
  try {
    await behindProxy.inject({
      method: 'GET',
      url: ApiPaths.blogs,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    const health = await behindProxy.inject({ method: 'GET', url: ApiPaths.health })
    expect(health.json().warnings).toBeUndefined()
  } finally {
    await behindProxy.close()
  }
})
