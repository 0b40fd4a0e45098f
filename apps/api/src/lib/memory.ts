import v8 from 'node:v8'
import vm from 'node:vm'

/**
 * A full garbage collection a moment from now (decision 0240). V8 sizes its heap for throughput and keeps what a
 * publish or the start-up left behind (the site build reads every post through this API; the release hashes and
 * compresses every file): about 150 MB of dead objects stayed resident in an idle server. After those rare moments
 * one full collection hands the pages back. Calls within the delay make one collection.
 */
let pending: NodeJS.Timeout | undefined
let gc: (() => void) | undefined

export function collectGarbageSoon(delayMs = 1_000): void {
  if (pending) return
  pending = setTimeout(() => {
    pending = undefined
    if (!gc) {
      // `--expose-gc` at run time: the start scripts need no flag of their own for it.
      v8.setFlagsFromString('--expose-gc')
      gc = vm.runInNewContext('gc') as () => void
    }
    gc()
  }, delayMs)
  pending.unref()
}
