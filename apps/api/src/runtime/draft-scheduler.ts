import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { DraftRow } from '../services/drafts/draft-store.ts'
import { scheduleErrorOf } from '../services/drafts/index.ts'
import { sweepAtStartAndEvery } from './periodic-sweep.ts'

export interface DraftSchedulerOptions {
  /** SCHEDULE_SWEEP_S in milliseconds; 0: never. */
  sweepIntervalMs: number
}

/**
 * Scheduled publishing (issue 24, decision 0283): at start and every SCHEDULE_SWEEP_S, every replica claims the due
 * drafts (one UPDATE … RETURNING: each draft is claimed by exactly one) and publishes each as "Yayınla" would, as the
 * staff member who last saved it. The state is in the database, so a restart loses nothing: a draft that fell due
 * while no server ran is published by the first sweep after the start. A refusal leaves the draft, unscheduled, with
 * the reason (`schedule_error`) and an audit entry.
 */
export async function publishDueDrafts(app: FastifyInstance, now?: Date): Promise<number> {
  const due = await app.drafts.claimDue(now)
  let published = 0
  for (const draft of due) {
    if (await publishOne(app, draft)) published++
  }
  return published
}

async function publishOne(app: FastifyInstance, draft: DraftRow): Promise<boolean> {
  const resource = draft.kind
  const publisher = await app.drafts.publisherOf(draft.updatedBy ?? draft.createdBy)
  const actor = publisher ? { id: publisher.id, email: publisher.email } : { id: null, email: null }
  try {
    if (!publisher)
      throw new Error(
        'Zamanlanmış yayın yapılamadı: taslağı zamanlayan kullanıcı artık yetkili değil. Taslağı açıp yeniden zamanlayın ya da yayınlayın.',
      )
    const result = await app.drafts.publish(draft.id, draft.kind, publisher, 'schedule')
    await app.audit.append(actor, null, {
      action: 'draft-scheduled-publish',
      resource,
      resourceId: result.itemId,
      after: { draftId: draft.id, locale: draft.locale },
    })
    app.log.info(
      { draftId: draft.id, kind: draft.kind, itemId: result.itemId },
      'published a scheduled draft',
    )
    return true
  } catch (error) {
    const message =
      error instanceof Error && error.message.startsWith('Zamanlanmış yayın')
        ? error.message
        : scheduleErrorOf(error)
    await app.drafts.failSchedule(draft.id, message)
    await app.audit.append(actor, null, {
      action: 'draft-schedule-failed',
      resource,
      resourceId: draft.itemId ?? `draft-${draft.id}`,
      after: { draftId: draft.id, locale: draft.locale, error: message },
    })
    app.log.warn({ err: error, draftId: draft.id }, 'a scheduled draft could not be published')
    return false
  }
}

export default fp(
  async function draftSchedulerPlugin(app: FastifyInstance, opts: DraftSchedulerOptions) {
    sweepAtStartAndEvery(app, opts.sweepIntervalMs, 'publishing scheduled drafts failed', async () => {
      await publishDueDrafts(app)
    })
  },
  { name: 'draft-scheduler', dependencies: ['drafts', 'audit'] },
)
