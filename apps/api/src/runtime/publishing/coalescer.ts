export interface CoalescerTiming {
  /** A batch starts once no change arrived for this long… */
  quietMs: number
  /** …or once its oldest change has waited this long, however busy the staff are. */
  maxWaitMs: number
}

export const PUBLISH_TIMING: CoalescerTiming = { quietMs: 200, maxWaitMs: 3_000 }

/**
 * Gathers changes into batches and runs one batch at a time. Changes that arrive while a batch runs wait for it and
 * form the next one, so a burst of saves gives one run for the first of them and at most one more for the rest.
 */
export function createCoalescer<T>(
  run: (batch: T[]) => Promise<void>,
  timing: CoalescerTiming = PUBLISH_TIMING,
) {
  let pending: T[] = []
  let oldestAt = 0
  let lastAt = 0
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let paused = true
  let immediate = false

  function schedule() {
    clearTimeout(timer)
    timer = undefined
    if (paused || running || pending.length === 0) return
    const now = Date.now()
    const due = immediate ? now : Math.min(lastAt + timing.quietMs, oldestAt + timing.maxWaitMs)
    timer = setTimeout(fire, Math.max(0, due - now))
  }

  function fire() {
    timer = undefined
    if (paused || running || pending.length === 0) return
    const batch = pending
    pending = []
    immediate = false
    running = run(batch)
      .catch(() => {})
      .finally(() => {
        running = undefined
        schedule()
      })
  }

  return {
    /** A change to publish; batched with its neighbours. */
    add(item: T) {
      const now = Date.now()
      if (pending.length === 0) oldestAt = now
      lastAt = now
      pending.push(item)
      schedule()
    },
    /** A change that should not wait for a quiet moment (an admin's "publish now"); still one run at a time. */
    addNow(item: T) {
      this.add(item)
      immediate = true
      schedule()
    },
    /** Runs nothing until resume (changes are kept): the server starts it once it listens. */
    resume() {
      paused = false
      schedule()
    },
    /** Stops starting runs and waits for the one under way; what is still pending is left (the next start rebuilds). */
    async drain() {
      paused = true
      clearTimeout(timer)
      timer = undefined
      await running
    },
    get busy() {
      return running !== undefined
    },
    get pendingCount() {
      return pending.length
    },
  }
}

export type Coalescer<T> = ReturnType<typeof createCoalescer<T>>
