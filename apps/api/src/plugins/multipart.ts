import { MAX_UPLOAD_BYTES } from '@clinic/contract/limits'
import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { unsupportedMediaType } from '../lib/http-errors.ts'

const MULTIPART_FORM = 'multipart/form-data'

/** A file part of a multipart form, buffered (never larger than MAX_UPLOAD_BYTES). */
export interface UploadedFile {
  kind: 'file'
  filename: string
  mimetype: string
  data: Buffer
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && (value as UploadedFile).kind === 'file'
}

/** `Title` → `title`, `BlogImage` → `blogImage`, `CatalogId` → `catalogId`: the spec's names become camelCase. */
const camelCase = (key: string) => key.charAt(0).toLowerCase() + key.slice(1)

function flatten(part: Multipart): string | UploadedFile | undefined {
  if (part.type === 'file') {
    const file = part as MultipartFile & { _buf?: Buffer }
    const data = file._buf ?? Buffer.alloc(0)
    // Browsers send an empty part for a file input left empty.
    if (data.length === 0 && !file.filename) return undefined
    return { kind: 'file', filename: file.filename, mimetype: file.mimetype, data }
  }
  const value = typeof part.value === 'string' ? part.value.trim() : String(part.value ?? '')
  // An empty field means "no value"; so do the strings a form library writes for null.
  return value === '' || value === 'null' || value === 'undefined' ? undefined : value
}

/**
 * Multipart forms are buffered into the body (files up to 5 MB) and their field names camelCased, so a multipart
 * route validates its body with the same zod schema style as a JSON route.
 */
export default fp(async function multipartPlugin(app: FastifyInstance) {
  // @fastify/multipart parses a multipart body on any route; only the routes that declare it (`consumes`) read one,
  // every other one answers 415 before a single part is read.
  app.addHook('preParsing', async (req) => {
    if (req.is404 || !/^multipart\//i.test(req.headers['content-type'] ?? '')) return
    const consumes = (req.routeOptions.schema as { consumes?: readonly string[] } | undefined)?.consumes
    if (!consumes?.includes(MULTIPART_FORM))
      throw unsupportedMediaType('Bu adres dosya yüklenen form verisi (multipart) kabul etmiyor.')
  })

  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 40, fieldSize: 1024 * 1024, parts: 50 },
  })

  app.addHook('preValidation', async (req) => {
    if (!req.isMultipart() || typeof req.body !== 'object' || req.body === null) return
    const normalised: Record<string, string | UploadedFile> = {}
    for (const [key, raw] of Object.entries(req.body as Record<string, Multipart | Multipart[]>)) {
      const parts = Array.isArray(raw) ? raw : [raw]
      // Repeated fields: the last non-empty value wins.
      for (const part of parts) {
        const value = flatten(part)
        if (value !== undefined) normalised[camelCase(key)] = value
      }
    }
    req.body = normalised
  })
})
