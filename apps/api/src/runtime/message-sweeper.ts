import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sweepAtStartAndEvery } from './periodic-sweep.ts'

export interface MessageSweeperOptions {
  /** MESSAGE_RETENTION_MONTHS: contact and get-well messages older than this go. */
  months: number
  /** Between runs; 0: never (not at start either). */
  sweepIntervalMs: number
}

/**
 * One sweep: the messages older than `months` go; when any did, their counts are logged and one audit entry without
 * an actor (the system) records the sweep, never one per message. Answers the counts.
 */
export async function sweepMessages(app: FastifyInstance, months: number, now = new Date()) {
  const removed = await app.messages.sweep(months, now)
  if (removed.contact + removed.wellness === 0) return removed
  app.log.info(
    { contactMessages: removed.contact, wellnessMessages: removed.wellness, months },
    `removed ${removed.contact} contact and ${removed.wellness} get-well messages older than ${months} months`,
  )
  await app.audit.append({ id: null, email: null }, null, {
    action: 'message-retention-sweep',
    resource: 'message-retention',
    after: { contactMessages: removed.contact, wellnessMessages: removed.wellness, months },
  })
  return removed
}

/**
 * The messages' retention (KVKK, decision 0230): at start and every `sweepIntervalMs`, the contact messages
 * (appointment requests too) and get-well messages older than MESSAGE_RETENTION_MONTHS are deleted.
 */
export default fp(
  async function messageSweeperPlugin(app: FastifyInstance, opts: MessageSweeperOptions) {
    sweepAtStartAndEvery(app, opts.sweepIntervalMs, 'sweeping old messages failed', async () => {
      await sweepMessages(app, opts.months)
    })
  },
  { name: 'message-sweeper', dependencies: ['messages', 'audit'] },
)
