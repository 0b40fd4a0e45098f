import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * A service as a plugin: it decorates `app.<name>` in place with what `create` builds from the app, once its
 * dependencies (other plugins, by name) are registered.
 */
export function servicePlugin<K extends keyof FastifyInstance>(
  name: K & string,
  dependencies: string[],
  create: (app: FastifyInstance) => FastifyInstance[K],
) {
  return fp(
    async (app: FastifyInstance) => {
      // Typed by `K` at the call; fastify's decorate cannot relate a generic key to its value.
      app.decorate<unknown>(name, create(app))
    },
    { name, dependencies },
  )
}
