/** Thrown by `run` when every slot is taken and the wait list is full. */
export class QueueFullError extends Error {
  constructor() {
    super('work queue full')
    this.name = 'QueueFullError'
  }
}

export interface WorkQueue {
  /**
   * Runs `job` once a slot is free and its `weight` fits the budget beside the jobs running (a job alone always
   * runs, whatever its weight); jobs start in arrival order. Throws QueueFullError at once when `waiting` jobs
   * already wait.
   */
  run<T>(weight: number, job: () => Promise<T>): Promise<T>
  stats(): { running: number; weight: number; waiting: number }
}

/** A bounded, weighted queue: at most `slots` jobs and `budget` of weight at once, at most `waiting` in line. */
export function createWorkQueue(options: { slots: number; budget: number; waiting: number }): WorkQueue {
  let running = 0
  let weight = 0
  const line: { weight: number; start: () => void }[] = []

  const fits = (w: number) => running < options.slots && (running === 0 || weight + w <= options.budget)

  function startWaiting() {
    while (line.length > 0 && fits(line[0]!.weight)) {
      const next = line.shift()!
      running++
      weight += next.weight
      next.start()
    }
  }

  return {
    async run(w, job) {
      if (line.length === 0 && fits(w)) {
        running++
        weight += w
      } else {
        if (line.length >= options.waiting) throw new QueueFullError()
        await new Promise<void>((start) => line.push({ weight: w, start }))
      }
      try {
        return await job()
      } finally {
        running--
        weight -= w
        startWaiting()
      }
    },
    stats: () => ({ running, weight, waiting: line.length }),
  }
}
