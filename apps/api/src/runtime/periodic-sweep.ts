import type { FastifyInstance } from 'fastify'

/**
 * Runs `sweep` once the server is ready and then every `intervalMs` (0 or less: never), until the app closes. A
 * failed run is logged as `failure`; the next one tries again.
 */
export function sweepAtStartAndEvery(
  app: FastifyInstance,
  intervalMs: number,
  failure: string,
  sweep: () => Promise<void>,
): void {
  if (intervalMs <= 0) return
  const run = () => {
    sweep().catch((error: unknown) => app.log.error({ err: error }, failure))
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    run()
    timer = setInterval(run, intervalMs)
    timer.unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}
