import v8 from 'node:v8'
import { expect, test } from 'vitest'
import { collectGarbageSoon } from './memory.ts'

const used = () => v8.getHeapStatistics().used_heap_size
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test('collectGarbageSoon collects the dead objects once, a moment later, however often it is asked', async () => {
  // About 60 MB of objects, then dropped: garbage V8 keeps until a collection it has no reason to start yet.
  let garbage: string[][] | undefined = Array.from({ length: 300 }, (_, i) =>
    Array.from({ length: 10_000 }, (_, j) => `${i}-${j}-${'x'.repeat(8)}`),
  )
  expect(garbage.length).toBe(300)
  garbage = undefined
  const before = used()
  collectGarbageSoon(50)
  collectGarbageSoon(50)
  expect(used()).toBeGreaterThan(before - 5 * 1024 ** 2)
  await later(300)
  expect(used()).toBeLessThan(before - 30 * 1024 ** 2)
})
