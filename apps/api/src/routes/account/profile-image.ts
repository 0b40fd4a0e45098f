import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { operations } from '../../db/schema.ts'

/**
 * Deletes a user's former profile picture, unless an operation still shows it as its author's picture (operations
 * copy the path when they are saved).
 */
export async function removeUnusedProfileImage(
  app: Pick<FastifyInstance, 'db' | 'images'>,
  imagePath: string | null,
): Promise<void> {
  if (!imagePath) return
  const [used] = await app.db
    .select({ id: operations.id })
    .from(operations)
    .where(eq(operations.authorProfileImagePath, imagePath))
    .limit(1)
  if (!used) await app.images.remove(imagePath)
}
