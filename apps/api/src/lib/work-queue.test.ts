import { describe, expect, test } from 'vitest'
import { createWorkQueue, QueueFullError } from './work-queue.ts'

/** A job that runs until released, recording when it started. */
function gate(log: string[], name: string) {
  let release!: () => void
  const done = new Promise<void>((resolve) => {
    release = resolve
  })
  return {
    job: async () => {
      log.push(name)
      await done
      return name
    },
    release,
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('createWorkQueue', () => {
  test('runs at most `slots` jobs at once and starts the waiting ones in order', async () => {
    const queue = createWorkQueue({ slots: 2, budget: 100, waiting: 5 })
    const log: string[] = []
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => gate(log, name))
    const results = [a, b, c, d].map((g) => queue.run(1, g!.job))
    await tick()
    expect(log).toEqual(['a', 'b'])
    expect(queue.stats()).toEqual({ running: 2, weight: 2, waiting: 2 })
    b!.release()
    await tick()
    expect(log).toEqual(['a', 'b', 'c'])
    a!.release()
    c!.release()
    d!.release()
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd'])
    expect(queue.stats()).toEqual({ running: 0, weight: 0, waiting: 0 })
  })

  test('a job waits while its weight does not fit beside the running ones; a heavy job alone still runs', async () => {
    const queue = createWorkQueue({ slots: 4, budget: 10, waiting: 5 })
    const log: string[] = []
    const heavy = gate(log, 'heavy')
    const light = gate(log, 'light')
    const huge = gate(log, 'huge')
    const running = [queue.run(8, heavy.job), queue.run(5, light.job), queue.run(50, huge.job)]
    await tick()
    expect(log).toEqual(['heavy'])
    heavy.release()
    await tick()
    expect(log).toEqual(['heavy', 'light'])
    light.release()
    await tick()
    expect(log).toEqual(['heavy', 'light', 'huge'])
    huge.release()
    await Promise.all(running)
  })

  test('when the wait list is full a job is refused at once, and a failing job frees its slot', async () => {
    const queue = createWorkQueue({ slots: 1, budget: 10, waiting: 1 })
    const log: string[] = []
    const first = gate(log, 'first')
    const running = queue.run(1, first.job)
    const waiting = queue.run(1, async () => {
      throw new Error('broken')
    })
    await expect(queue.run(1, async () => 'late')).rejects.toBeInstanceOf(QueueFullError)
    first.release()
    await running
    await expect(waiting).rejects.toThrow('broken')
    expect(await queue.run(1, async () => 'again')).toBe('again')
  })
})
