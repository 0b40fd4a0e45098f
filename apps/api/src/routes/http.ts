import type { FastifyReply } from 'fastify'

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
