import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export interface AuditSweeperOptions {
  /** AUDIT_RETENTION_DAYS: older entries go. */
  retentionDays: number
  /** Between runs; 0: never (not at start either). */
  sweepIntervalMs: number
}

/**
 * The audit log's retention: at start and every `sweepIntervalMs`, the entries older than AUDIT_RETENTION_DAYS are
 * deleted (the only deletion of audit entries there is). Logs how many went.
 */
export default fp(
  async function auditSweeperPlugin(app: FastifyInstance, opts: AuditSweeperOptions) {
    if (opts.sweepIntervalMs <= 0) return
    const sweepLogged = () => {
      app.audit
        .sweep(opts.retentionDays)
        .then((removed) => {
          if (removed > 0) app.log.info({ removed }, `removed ${removed} audit entries past retention`)
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'sweeping the audit log failed'))
    }
    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      sweepLogged()
      timer = setInterval(sweepLogged, opts.sweepIntervalMs)
      timer.unref()
    })
    app.addHook('onClose', async () => clearInterval(timer))
  },
  { name: 'audit-sweeper', dependencies: ['audit'] },
)
