import { IdParams } from '@clinic/contract/common'
import { type TranslationLocale, TranslationLocaleParams } from '@clinic/contract/locale'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { AuditEvent } from '../services/audit/audit-service.ts'
import type { Saver } from '../services/revisions/revision-store.ts'
import { isTranslationMissing } from '../services/translations/translation-sql.ts'
import { noContent } from './http.ts'
import { saverOf } from './revisions.ts'

const admin = [{ bearerAuth: [] }]

/** `:id` and `:locale` of a translation's call. */
const TranslationParams = IdParams.extend(TranslationLocaleParams.shape)

/** What a resource's translations offer the routes (posts, operations, catalogs and categories alike). */
export interface TranslationRoutesService<Body> {
  list(id: number): Promise<unknown>
  find(id: number, locale: TranslationLocale): Promise<unknown>
  save(id: number, locale: TranslationLocale, body: Body, saver?: Saver): Promise<unknown>
  remove(id: number, locale: TranslationLocale): Promise<void>
}

/**
 * The translation as it was before a save, for the audit log: a language not translated yet is `{ locale }`. Only
 * that case is caught; a missing item, a language the site does not publish or a failing database stays an error.
 */
export const translationBefore =
  <T>(find: () => Promise<T>, locale: TranslationLocale) =>
  (): Promise<T | { locale: TranslationLocale }> =>
    find().catch((error: unknown) => {
      if (isTranslationMissing(error)) return { locale }
      throw error
    })

/**
 * The translation calls of one resource (issue 23, decision 0270): GET the list with every language's state, PUT one
 * language (multipart as the item's own form, or JSON as a group's body), DELETE one language. Staff only, audited as
 * the item's own writes: the entry names the item, the language is in its `before`/`after`.
 */
export function translationRoutes<Body>(
  fastify: FastifyInstance,
  opts: {
    tags: string[]
    resource: AuditEvent['resource']
    paths: { list: string; one: string }
    schemas: { list: z.ZodType; item: z.ZodType; body: z.ZodType<Body> }
    /** The PUT is the item form's multipart (with the uploads' limit), not JSON. */
    multipart?: boolean
    docs: {
      list?: string
      save: { summary: string; description: string }
      remove: { summary: string; description?: string }
    }
    service: TranslationRoutesService<Body>
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { tags, resource, paths, schemas, service, docs } = opts

  app.get(
    paths.list,
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security: admin,
        summary: 'Çeviriler (yönetici)',
        description: docs.list,
        params: IdParams,
        response: { 200: schemas.list },
      },
    },
    (req) => service.list(req.params.id),
  )

  app.put(
    paths.one,
    {
      onRequest: opts.multipart ? [app.requireStaff, app.limits.uploads] : app.requireStaff,
      schema: {
        tags,
        security: admin,
        ...docs.save,
        ...(opts.multipart ? { consumes: ['multipart/form-data'] } : {}),
        params: TranslationParams,
        body: schemas.body,
        response: { 200: schemas.item },
      },
    },
    (req) =>
      app.audit.audited(
        req,
        { action: 'translation-save', resource, resourceId: req.params.id },
        () => service.save(req.params.id, req.params.locale, req.body as Body, saverOf(req)),
        {
          before: translationBefore(() => service.find(req.params.id, req.params.locale), req.params.locale),
        },
      ),
  )

  app.delete(
    paths.one,
    {
      onRequest: app.requireStaff,
      schema: { tags, security: admin, ...docs.remove, params: TranslationParams },
    },
    (req, reply) =>
      noContent(
        reply,
        app.audit.audited(
          req,
          { action: 'translation-delete', resource, resourceId: req.params.id },
          () => service.remove(req.params.id, req.params.locale),
          { before: () => service.find(req.params.id, req.params.locale) },
        ),
      ),
  )
}
