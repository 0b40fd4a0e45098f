import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { badRequest } from '../lib/http-errors.ts'

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 8 || typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return false
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || containsNul(v, depth + 1))
}

/**
 * PostgreSQL cannot store a NUL character; refuse one anywhere in the input before it reaches a query. Registered
 * after the multipart plugin, so it sees form fields already flattened (file contents are Buffers and skipped).
 */
export default fp(async function inputGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (containsNul(req.params) || containsNul(req.query) || containsNul(req.body)) {
      throw badRequest('Gönderilen metin geçersiz karakterler içeriyor.')
    }
  })
})
