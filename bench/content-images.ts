// The site's content-image rewrite on hostile text (issue 20): a 200,000-space `alt`, and a tag never closed after
// 200,000 spaces. Prints how long the rewrite takes, beside the regular expression it replaced (bounded at 20,000
// spaces: past that the old one runs for minutes). Run: `pnpm --filter @clinic/bench content-images`.
import { withProcessedImages } from '../apps/site/src/lib/content-images.ts'

const processed = async (path: string) => ({ src: path, srcset: `${path} 480w`, width: 760, height: 475 })
const OLD_IMG = /<img\b([^>]*?)\s*\/?>/g

function time(label: string, run: () => unknown) {
  const started = performance.now()
  run()
  console.log(`${label}: ${(performance.now() - started).toFixed(1)} ms`)
}

async function timeAsync(label: string, run: () => Promise<unknown>) {
  const started = performance.now()
  await run()
  console.log(`${label}: ${(performance.now() - started).toFixed(1)} ms`)
}

const spaces = ' '.repeat(200_000)
await timeAsync('rewrite, 200,000-space alt', () =>
  withProcessedImages(`<img src="/uploads/content/a.webp" alt="${spaces}" />`, processed),
)
await timeAsync('rewrite, unclosed tag after 200,000 spaces', () =>
  withProcessedImages(`<img${spaces}`, processed),
)
for (const n of [5_000, 10_000, 20_000]) {
  time(`old regular expression, unclosed tag after ${n.toLocaleString('en')} spaces`, () => [
    ...`<img${' '.repeat(n)}`.matchAll(OLD_IMG),
  ])
}
