import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { AppConfig } from '../env.ts'

/** Something an operator should fix, as `/api/health` reports it: a stable code and a Turkish explanation. */
export interface HealthWarning {
  code: string
  message: string
}

export const TRUST_PROXY_UNSET: HealthWarning = {
  code: 'trust-proxy-unset',
  message:
    'İstekler X-Forwarded-For başlığıyla geliyor ama TRUST_PROXY ayarlı değil: bir vekil sunucunun (proxy, yük ' +
    'dengeleyici) arkasında bütün ziyaretçiler tek adresten geliyor görünür, adres başına sınırları ve giriş ' +
    'bekleme süresini paylaşır. TRUST_PROXY değerini önünüzdeki vekil sayısına (ör. 1) ya da vekillerin ' +
    'adreslerine ayarlayın; istemciler doğrudan bağlanıyorsa bu uyarıyı yok sayabilirsiniz.',
}

export interface ProxyCheck {
  /** What `/api/health` reports: empty while nothing is wrong. */
  warnings(): HealthWarning[]
}

declare module 'fastify' {
  interface FastifyInstance {
    proxyCheck: ProxyCheck
  }
}

/**
 * Without TRUST_PROXY the connection's address is the client's. A request that arrives with X-Forwarded-For says a
 * proxy may stand in front: then every client would share the proxy's address (one login back-off, one limit). The
 * first such request is logged as a warning, and the health check reports it from then on (per process).
 */
export default fp(
  async function proxyCheckPlugin(app: FastifyInstance, opts: { trustProxy: AppConfig['trustProxy'] }) {
    let forwarded = false
    if (opts.trustProxy === false) {
      app.addHook('onRequest', async (req) => {
        if (forwarded || req.headers['x-forwarded-for'] === undefined) return
        forwarded = true
        req.log.warn(
          { address: req.ip, url: req.url },
          'a request arrived with X-Forwarded-For while TRUST_PROXY is unset: behind a proxy every client shares ' +
            "the proxy's address (one login back-off, one rate limit); set TRUST_PROXY to the proxies in front",
        )
      })
    }
    app.decorate<ProxyCheck>('proxyCheck', { warnings: () => (forwarded ? [TRUST_PROXY_UNSET] : []) })
  },
  { name: 'proxy-check' },
)
