import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../../lib/http-errors.ts'
import { clientAddress } from '../../plugins/rate-limit.ts'
import { type AuditEvent, type AuditService, createAuditService } from './audit-service.ts'

export interface Audit extends AuditService {
  /** Appends an entry for this request: the signed-in user and the client's address (as the rate limits read it). */
  record(req: FastifyRequest, event: AuditEvent): Promise<void>
  /**
   * Runs a staff write and records it: `before` is read first (the record as it was), the entry's `after` is what
   * the write answered (or `after(result)`); an update keeps only the fields that changed. A write that fails
   * records nothing. The resource id defaults to the answer's `id` (a created record).
   */
  audited<T>(
    req: FastifyRequest,
    event: Pick<AuditEvent, 'action' | 'resource' | 'resourceId'>,
    write: () => Promise<T>,
    opts?: { before?: () => Promise<unknown>; after?: (result: T) => unknown },
  ): Promise<T>
  /**
   * The account login: a staff account's login, and a failed login (wrong password, disabled, unconfirmed) for an
   * e-mail that belongs to staff, are recorded with that account as the actor.
   */
  login<T>(req: FastifyRequest, email: string, attempt: () => Promise<T>): Promise<T>
  /**
   * A login's second step (the code or passkey), for the account its challenge belongs to (`email`, read before the
   * step uses the challenge): a completed staff login, or a wrong code, is recorded.
   */
  secondStep<T>(
    req: FastifyRequest,
    email: Promise<string | undefined>,
    attempt: () => Promise<T>,
  ): Promise<T>
}

declare module 'fastify' {
  interface FastifyInstance {
    audit: Audit
  }
  interface FastifyRequest {
    /** Set once this request appended an audit entry. */
    auditRecorded: boolean
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])
const idOf = (value: unknown) =>
  value !== null && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : undefined

/**
 * The audit log of staff actions (issue 20): `app.audit.record` and the helpers the routes call, and a safety net:
 * a staff call (behind `requireAdmin` or `requireStaff`) that writes successfully without recording an entry still
 * leaves one, named by its route, and a warning in the server log.
 */
export default fp(
  async function auditPlugin(app: FastifyInstance) {
    const service = createAuditService(app.db)
    const actorOf = (req: FastifyRequest) => ({ id: req.user?.id ?? null, email: req.user?.email ?? null })

    const record: Audit['record'] = async (req, event) => {
      await service.append(actorOf(req), clientAddress(req), event)
      req.auditRecorded = true
    }

    const secondStep: Audit['secondStep'] = async (req, emailOf, attempt) => {
      const email = await emailOf
      try {
        const result = await attempt()
        const staff = email ? await service.staffAccount(email) : undefined
        if (staff) {
          await service.append(staff, clientAddress(req), {
            action: 'login',
            resource: 'account',
            resourceId: staff.id,
            after: { secondFactor: true },
          })
        }
        return result
      } catch (error) {
        const staff = email ? await service.staffAccount(email) : undefined
        if (staff && error instanceof HttpError && error.statusCode === 400) {
          await service.append(staff, clientAddress(req), {
            action: 'login-second-factor-failed',
            resource: 'account',
            resourceId: staff.id,
          })
        }
        throw error
      }
    }
    const audit: Audit = {
      ...service,
      record,
      secondStep,
      async audited(req, event, write, opts = {}) {
        const before = opts.before ? await opts.before() : undefined
        const result = await write()
        const after = opts.after ? opts.after(result) : result
        await record(req, {
          ...event,
          resourceId: event.resourceId ?? (idOf(after) as string | number | undefined),
          ...(before === undefined ? {} : { before }),
          ...(after === undefined ? {} : { after }),
        })
        return result
      },
      async login(req, email, attempt) {
        try {
          const result = await attempt()
          const staff = await service.staffAccount(email)
          if (staff) {
            // A right password of an account with a second factor opens nothing yet: the code is asked for.
            const pending = result !== null && typeof result === 'object' && 'twoFactorRequired' in result
            await service.append(staff, clientAddress(req), {
              action: pending ? 'login-second-factor-asked' : 'login',
              resource: 'account',
              resourceId: staff.id,
            })
            req.auditRecorded = true
          }
          return result
        } catch (error) {
          if (error instanceof HttpError && [400, 401, 403].includes(error.statusCode)) {
            const staff = await service.staffAccount(email)
            if (staff) {
              await service.append(staff, clientAddress(req), {
                action: 'login-failed',
                resource: 'account',
                resourceId: staff.id,
                after: { status: error.statusCode, reason: error.message },
              })
            }
          }
          throw error
        }
      },
    }
    app.decorate('audit', audit)
    app.decorateRequest('auditRecorded', false)

    app.addHook('onResponse', async (req, reply) => {
      if (!req.staffCall || req.auditRecorded || READS.has(req.method) || reply.statusCode >= 400) return
      req.log.warn(
        { route: req.routeOptions.url },
        'a staff write recorded no audit entry: recorded by its route',
      )
      const params = (req.params ?? {}) as Record<string, unknown>
      await service
        .append(actorOf(req), clientAddress(req), {
          action: req.method.toLowerCase(),
          resource: req.routeOptions.url ?? req.url,
          resourceId: (params.id ?? params.commentId ?? null) as string | null,
        })
        .catch((error: unknown) => req.log.error({ err: error }, 'writing the audit entry failed'))
    })
  },
  { name: 'audit', dependencies: ['db'] },
)
