import { UNPUBLISH_MESSAGES } from '@clinic/contract/draft'
import type { TranslationLocale } from '@clinic/contract/locale'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { DraftRow } from '../services/drafts/draft-store.ts'
import { scheduleErrorOf } from '../services/drafts/index.ts'
import type { Saver } from '../services/revisions/revision-store.ts'
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

/**
 * Taking off at a time (decision 0286): the due `(kind, item, locale)` rows are claimed with one `DELETE … RETURNING`
 * (each by exactly one replica) and each unit is taken off through its own service path, as the staff member who set
 * the time: the item's `setActive(false)`, or the translation saved again with `isActive` false. So the revision
 * (reason `schedule`), the audit entry, the cache and the site's publish follow as for a click. A unit that is gone,
 * or a user no longer staff, leaves an audit entry `unpublish-schedule-failed` (the time is used up either way).
 */
export async function unpublishDue(app: FastifyInstance, now?: Date): Promise<number> {
  const due = await app.unpublishSchedules.claimDue(now)
  let done = 0
  for (const row of due) {
    const publisher = await app.drafts.publisherOf(row.createdBy)
    const actor = publisher ? { id: publisher.id, email: publisher.email } : { id: null, email: null }
    const after = { locale: row.locale, unpublishAt: row.unpublishAt.toISOString() }
    try {
      if (!publisher) throw new Error('zamanı koyan kullanıcı artık yetkili değil.')
      const saver = { by: { id: publisher.id, name: publisher.name }, reason: 'schedule' as const }
      const service = row.kind === 'blog' ? app.blogs : app.operations
      if (row.locale === 'tr') await service.setActive(row.itemId, false, saver)
      else await takeTranslationOff(app, row.kind, row.itemId, row.locale as TranslationLocale, saver)
      await app.audit.append(actor, null, {
        action: 'scheduled-unpublish',
        resource: row.kind,
        resourceId: row.itemId,
        after,
      })
      done++
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      await app.audit.append(actor, null, {
        action: 'unpublish-schedule-failed',
        resource: row.kind,
        resourceId: row.itemId,
        after: { ...after, error: `${UNPUBLISH_MESSAGES.failed}: ${reason}` },
      })
      app.log.warn({ err: error, kind: row.kind, itemId: row.itemId }, 'a scheduled unpublish failed')
    }
  }
  return done
}

/** A translation saved again as it is, inactive: the translation's own save (revision, feed, cache, site). */
async function takeTranslationOff(
  app: FastifyInstance,
  kind: 'blog' | 'operation',
  itemId: number,
  locale: TranslationLocale,
  saver: Saver,
) {
  if (kind === 'blog') {
    const t = await app.blogs.translations.find(itemId, locale)
    await app.blogs.translations.save(itemId, locale, { ...formOf(t), tags: t.tags.join(', ') }, saver)
  } else {
    const t = await app.operations.translations.find(itemId, locale)
    await app.operations.translations.save(itemId, locale, formOf(t), saver)
  }
}

const formOf = (t: {
  title: string
  slug: string
  shortDescription: string | null
  fullContent: string | null
  seoKeywords: string | null
  seoDescription: string | null
}) => ({
  title: t.title,
  slug: t.slug,
  shortDescription: t.shortDescription ?? undefined,
  fullContent: t.fullContent ?? undefined,
  seoKeywords: t.seoKeywords ?? undefined,
  seoDescription: t.seoDescription ?? undefined,
  isActive: false,
})

/** Preview links revoked or expired this many days ago are deleted by the hourly sweep. */
export const ENDED_PREVIEW_LINK_DAYS = 30
const PREVIEW_SWEEP_MS = 60 * 60 * 1000

export default fp(
  async function draftSchedulerPlugin(app: FastifyInstance, opts: DraftSchedulerOptions) {
    sweepAtStartAndEvery(app, opts.sweepIntervalMs, 'publishing scheduled drafts failed', async () => {
      await publishDueDrafts(app)
      await unpublishDue(app)
    })
    sweepAtStartAndEvery(
      app,
      opts.sweepIntervalMs > 0 ? PREVIEW_SWEEP_MS : 0,
      'sweeping ended preview links failed',
      async () => {
        await app.previewLinks.sweepEnded(ENDED_PREVIEW_LINK_DAYS)
      },
    )
  },
  { name: 'draft-scheduler', dependencies: ['drafts', 'audit', 'previewLinks'] },
)
