import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createCoalescer } from './coalescer.ts'

const timing = { quietMs: 300, maxWaitMs: 3_000 }
const BUILD_MS = 1_500

/** A run that takes BUILD_MS of fake time and remembers its batches. */
function recorder() {
  const batches: number[][] = []
  const run = async (batch: number[]) => {
    batches.push(batch)
    await new Promise((resolve) => setTimeout(resolve, BUILD_MS))
  }
  return { batches, run }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('publishing coalesces changes', () => {
  test('one change runs once, after a quiet moment', async () => {
    const { batches, run } = recorder()
    const coalescer = createCoalescer(run, timing)
    coalescer.resume()
    coalescer.add(1)
    await vi.advanceTimersByTimeAsync(299)
    expect(batches).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(batches).toEqual([[1]])
  })

  test('twenty saves in three seconds give at most two runs, and the last one holds the last save', async () => {
    const { batches, run } = recorder()
    const coalescer = createCoalescer(run, timing)
    coalescer.resume()
    for (let i = 1; i <= 20; i++) {
      coalescer.add(i)
      await vi.advanceTimersByTimeAsync(150)
    }
    await vi.advanceTimersByTimeAsync(10_000)
    expect(batches.length).toBeLessThanOrEqual(2)
    expect(batches.flat()).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  })

  test('saves spread over eight seconds still run within the longest wait, never two at once', async () => {
    let running = 0
    let most = 0
    const batches: number[][] = []
    const coalescer = createCoalescer(async (batch: number[]) => {
      running++
      most = Math.max(most, running)
      batches.push(batch)
      await new Promise((resolve) => setTimeout(resolve, BUILD_MS))
      running--
    }, timing)
    coalescer.resume()
    for (let i = 1; i <= 40; i++) {
      coalescer.add(i)
      await vi.advanceTimersByTimeAsync(200)
    }
    expect(batches.length).toBeGreaterThanOrEqual(2)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(most).toBe(1)
    expect(batches.flat()).toHaveLength(40)
  })

  test('a change that arrives during a run waits for it and runs right after', async () => {
    const { batches, run } = recorder()
    const coalescer = createCoalescer(run, timing)
    coalescer.resume()
    coalescer.add(1)
    await vi.advanceTimersByTimeAsync(400)
    coalescer.add(2)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(batches).toEqual([[1]])
    await vi.advanceTimersByTimeAsync(1_000)
    expect(batches).toEqual([[1], [2]])
  })

  test('"publish now" does not wait for a quiet moment', async () => {
    const { batches, run } = recorder()
    const coalescer = createCoalescer(run, timing)
    coalescer.resume()
    coalescer.addNow(7)
    await vi.advanceTimersByTimeAsync(0)
    expect(batches).toEqual([[7]])
  })

  test('nothing runs before resume, and drain waits for the run under way and starts no other', async () => {
    const { batches, run } = recorder()
    const coalescer = createCoalescer(run, timing)
    coalescer.add(1)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(batches).toEqual([])
    coalescer.resume()
    await vi.advanceTimersByTimeAsync(300)
    coalescer.add(2)
    let drained = false
    void coalescer.drain().then(() => {
      drained = true
    })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(drained).toBe(false)
    await vi.advanceTimersByTimeAsync(600)
    expect(drained).toBe(true)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(batches).toEqual([[1]])
    expect(coalescer.pendingCount).toBe(1)
  })

  test('a failed run does not stop the next one', async () => {
    const batches: number[][] = []
    const coalescer = createCoalescer(async (batch: number[]) => {
      batches.push(batch)
      throw new Error('build failed')
    }, timing)
    coalescer.resume()
    coalescer.add(1)
    await vi.advanceTimersByTimeAsync(300)
    coalescer.add(2)
    await vi.advanceTimersByTimeAsync(300)
    expect(batches).toEqual([[1], [2]])
  })
})
