import { IdParams } from '@clinic/contract/common'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AuditEvent } from '../services/audit/audit-service.ts'

/** Every list answers its total in X-Total-Count, so clients can page. */
export function withTotal<T>(reply: FastifyReply, result: { items: T[]; total: number }): T[] {
  reply.header('X-Total-Count', String(result.total))
  return result.items
}

/** Awaits a deletion and answers 204 without a body. */
export async function noContent(reply: FastifyReply, deletion: Promise<void>) {
  await deletion
  return reply.code(204).send()
}

/**
 * DELETE `path` (`/…/:id`) for staff (Admins and Editors): the record as it was (`find`) goes on the audit log with
 * the deletion, then 204. Posts, operations, catalogs and categories delete alike.
 */
export function registerAuditedDelete(
  fastify: FastifyInstance,
  opts: {
    path: string
    tags: string[]
    resource: AuditEvent['resource']
    find: (id: number) => Promise<unknown>
    remove: (id: number) => Promise<void>
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { resource, find, remove } = opts
  app.delete(
    opts.path,
    {
      onRequest: app.requireStaff,
      schema: { tags: opts.tags, security: [{ bearerAuth: [] }], params: IdParams },
    },
    (req, reply) =>
      noContent(
        reply,
        app.audit.audited(
          req,
          { action: 'delete', resource, resourceId: req.params.id },
          () => remove(req.params.id),
          { before: () => find(req.params.id) },
        ),
      ),
  )
}
