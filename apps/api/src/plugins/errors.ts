import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { STATUS_MESSAGES } from '@clinic/contract/http-messages'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { type FieldErrors, HttpError } from '../lib/http-errors.ts'
import { pgError } from '../lib/pg-error.ts'

/** Fastify and @fastify/multipart codes that mean "the client sent something wrong". */
const CODE_STATUS: Record<string, number> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_REQ_FILE_TOO_LARGE: 413,
  FST_PARTS_LIMIT: 413,
  FST_FILES_LIMIT: 413,
  FST_FIELDS_LIMIT: 413,
  FST_ERR_CTP_EMPTY_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 400,
  FST_PROTO_VIOLATION: 400,
}

/** PostgreSQL error codes that a bad request can cause (a race past our own checks); never a 500. */
const PG_STATUS: Record<string, [number, string]> = {
  '23505': [409, 'Bu kayıt zaten mevcut.'],
  '23503': [409, 'Bu kayıt başka kayıtlar tarafından kullanılıyor ya da bağlı olduğu kayıt bulunamadı.'],
  '22P02': [400, 'Gönderilen bilgiler geçersiz.'],
  '22001': [400, 'Gönderilen metin çok uzun.'],
  '22003': [400, 'Gönderilen sayı geçerli aralığın dışında.'],
  '22007': [400, 'Geçersiz tarih.'],
  '22021': [400, 'Gönderilen metin geçersiz karakterler içeriyor.'],
  '22P05': [400, 'Gönderilen metin geçersiz karakterler içeriyor.'],
  '22008': [400, 'Geçersiz tarih.'],
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the site plugin: a missing page (not under /api or /uploads) answers the site's 404 page. */
    pageNotFound: ((req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null
  }
}

const API_PATH = /^\/(api|uploads)(\/|$|\?)/i

/** What the router and Node's HTTP parser refuse before any route or hook runs. */
const EARLY_MESSAGES = {
  400: 'İstek okunamadı.',
  408: 'İstek zamanında tamamlanmadı.',
  414: 'İstek adresi çok uzun.',
  431: 'İstek adresi ya da başlıkları çok uzun.',
  badUrl: 'İstek adresi geçersiz.',
} as const

/** Headers of an error answer that belong to that one answer, not to every answer. */
const NOT_SHARED =
  /^(content-(type|length)|date|connection|keep-alive|transfer-encoding|x-request-id|vary|etag|set-cookie|access-control-.*|x-ratelimit-.*|retry-after)$/

const earlyHeaders = new WeakMap<FastifyInstance, Promise<Record<string, string>>>()

/**
 * The headers every error of the API carries (security headers, CSP, cache rule), read once from the answer of the
 * not-found handler, so answers written before the hooks run (a bad or over-long path) carry exactly the same.
 */
function sharedErrorHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  let headers = earlyHeaders.get(app)
  if (!headers) {
    headers = app.inject({ method: 'GET', url: '/api/__not-a-route__' }).then((res) => {
      const kept: Record<string, string> = {}
      for (const [name, value] of Object.entries(res.headers)) {
        if (typeof value === 'string' && !NOT_SHARED.test(name)) kept[name] = value
      }
      return kept
    })
    earlyHeaders.set(app, headers)
  }
  return headers
}

/**
 * Fastify's `frameworkErrors`: a path that is not valid percent-encoding (400) or whose parameter is longer than the
 * router allows (414). No hook has run, so the shared error headers are added here.
 */
export async function answerFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400
  const message = status === 414 ? EARLY_MESSAGES[414] : EARLY_MESSAGES.badUrl
  const headers = await sharedErrorHeaders(reply.server)
  return reply.headers(headers).header('x-request-id', req.id).code(status).send({ message })
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (a path or headers over 16 KB: 431; a request not
 * finished in time: 408; anything else it cannot read: 400), written on the socket as the same Turkish JSON with
 * the shared error headers. Nothing of the request is logged but the parser's error code.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  this.log.debug({ code: error.code }, 'client error')
  sharedErrorHeaders(this)
    .catch(() => ({}) as Record<string, string>)
    .then((headers) => {
      if (!socket.writable) return socket.destroy()
      const body = JSON.stringify({ message: EARLY_MESSAGES[status] })
      const lines = Object.entries({
        ...headers,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      }).map(([name, value]) => `${name}: ${value}`)
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`)
    })
}

/** Maps every error to `{ message, errors? }` with a Turkish message; only real faults are 500 and logged. */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.decorate('pageNotFound', null)
  app.setNotFoundHandler((req, reply) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !API_PATH.test(req.url)
    if (isPage && app.pageNotFound) return app.pageNotFound(req, reply)
    return reply.code(404).send({ message: STATUS_MESSAGES[404] })
  })

  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers)
      return reply
        .code(error.statusCode)
        .send({ message: error.message, errors: error.errors, ...error.flags })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {}
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body')
        errors[field] ??= []
        errors[field].push(issue.message ?? STATUS_MESSAGES[400]!)
      }
      return reply.code(400).send({ message: STATUS_MESSAGES[400], errors })
    }
    const codeStatus = error.code ? CODE_STATUS[error.code] : undefined
    if (codeStatus) return reply.code(codeStatus).send({ message: STATUS_MESSAGES[codeStatus] })

    // busboy's parse errors (a cut or malformed multipart body) carry no status code.
    if (!error.statusCode && req.isMultipart() && /multipart|boundary|part/i.test(error.message)) {
      return reply.code(400).send({ message: 'Form verisi okunamadı; lütfen formu yeniden gönderin.' })
    }

    const pg = pgError(error)
    const pgStatus = pg ? PG_STATUS[pg.code] : undefined
    if (pgStatus) {
      req.log.warn({ err: error }, 'database refused a request')
      return reply.code(pgStatus[0]).send({ message: pgStatus[1] })
    }

    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      if (status === 429 && error.message) return reply.code(429).send({ message: error.message })
      return reply.code(status).send({ message: STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400] })
    }
    req.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send({ message: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.' })
  })
})
