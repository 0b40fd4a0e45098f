import { ApiPaths } from '@clinic/contract/api-paths'
import { IdParams } from '@clinic/contract/common'
import {
  type DraftKind,
  DraftLocaleQuery,
  UNPUBLISH_MESSAGES,
  UnpublishSchedule,
  UnpublishScheduleBody,
} from '@clinic/contract/draft'
import { DEFAULT_LOCALE, type TranslationLocale } from '@clinic/contract/locale'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest } from '../lib/http-errors.ts'

const admin = [{ bearerAuth: [] }]

/** A time to take off: in the future, or a Turkish 400. */
function unpublishTimeOf(raw: string | null): Date | null {
  if (raw === null) return null
  const at = new Date(raw)
  if (Number.isNaN(at.getTime())) throw badRequest(undefined, { unpublishAt: [UNPUBLISH_MESSAGES.badTime] })
  if (at.getTime() <= Date.now())
    throw badRequest(UNPUBLISH_MESSAGES.pastTime, { unpublishAt: [UNPUBLISH_MESSAGES.pastTime] })
  return at
}

/**
 * Taking a live post or operation (or one translation) off at a time (issue 24, item 3; decision 0286): staff set or
 * clear the unit's time (`?locale=`), read it, and the lists read every time of a kind. The schedule sweep takes the
 * unit off through its own service path when the time comes.
 */
export default async function unpublishScheduleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const targets = [
    {
      kind: 'blog' as DraftKind,
      tags: ['Blog'],
      one: ApiPaths.blogUnpublishSchedule,
      list: ApiPaths.blogUnpublishSchedules,
      service: app.blogs,
    },
    {
      kind: 'operation' as DraftKind,
      tags: ['Operasyon'],
      one: ApiPaths.operationUnpublishSchedule,
      list: ApiPaths.operationUnpublishSchedules,
      service: app.operations,
    },
  ]
  for (const { kind, tags, one, list, service } of targets) {
    const requireUnit = async (id: number, locale: string) => {
      await service.find(id, false)
      if (locale !== DEFAULT_LOCALE) await service.translations.find(id, locale as TranslationLocale)
    }

    app.get(
      list,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Yayından kaldırma zamanları (yönetici)',
          description: 'Bu türün bütün yayından kaldırma zamanları, en yakını önce (listeler gösterir).',
          response: { 200: z.array(UnpublishSchedule) },
        },
      },
      async () => app.unpublishSchedules.list(kind),
    )

    app.get(
      one,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Yayından kaldırma zamanı (yönetici)',
          params: IdParams,
          querystring: DraftLocaleQuery,
          response: { 200: UnpublishSchedule },
        },
      },
      async (req) => {
        await requireUnit(req.params.id, req.query.locale)
        return app.unpublishSchedules.find(kind, req.params.id, req.query.locale)
      },
    )

    app.put(
      one,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Yayından kaldırma zamanını ayarla ya da kaldır (yönetici)',
          description:
            'Öğe (tr) ya da `locale` dilindeki çevirisi bu zamanda, kimse giriş yapmadan, kendi yolundan (etkin değil) yayından kalkar. Zaman gelecekte olmalıdır; null zamanı kaldırır.',
          params: IdParams,
          querystring: DraftLocaleQuery,
          body: UnpublishScheduleBody,
          response: { 200: UnpublishSchedule },
        },
      },
      async (req) => {
        const { id } = req.params
        const { locale } = req.query
        const at = unpublishTimeOf(req.body.unpublishAt)
        await requireUnit(id, locale)
        return app.audit.audited(
          req,
          {
            action: at ? 'unpublish-schedule-set' : 'unpublish-schedule-clear',
            resource: kind,
            resourceId: id,
          },
          () => app.unpublishSchedules.set(kind, id, locale, at, req.viewer.id),
          { after: (saved) => ({ locale, unpublishAt: saved.unpublishAt }) },
        )
      },
    )
  }
}
