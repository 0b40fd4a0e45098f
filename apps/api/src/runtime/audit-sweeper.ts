import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sweepAtStartAndEvery } from './periodic-sweep.ts'

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
    sweepAtStartAndEvery(app, opts.sweepIntervalMs, 'sweeping the audit log failed', async () => {
      const removed = await app.audit.sweep(opts.retentionDays)
      if (removed > 0) app.log.info({ removed }, `removed ${removed} audit entries past retention`)
    })
  },
  { name: 'audit-sweeper', dependencies: ['audit'] },
)
