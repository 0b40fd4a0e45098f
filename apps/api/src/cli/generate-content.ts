// Adds generated posts and operations for benchmarks: `pnpm --filter @clinic/api content:generate --posts 500 --ops 200`
// (`--translations`: each also in every language of SITE_LOCALES).
import { parseArgs } from 'node:util'
import { buildApp } from '../app.ts'
import { loadConfig } from '../env.ts'
import { generateContent } from '../seed/generate-content.ts'

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '100' },
    ops: { type: 'string', default: '50' },
    translations: { type: 'boolean', default: false },
  },
})
const posts = Number(values.posts)
const ops = Number(values.ops)
if (!Number.isInteger(posts) || !Number.isInteger(ops) || posts < 0 || ops < 0) {
  console.error('Kullanım: content:generate --posts N --ops M (N ve M sıfır ya da pozitif tam sayı)')
  process.exit(2)
}

const app = await buildApp(loadConfig(), { logger: false })
const started = performance.now()
await generateContent(app, { posts, ops, translations: values.translations })
console.log(
  `${posts} blog yazısı ve ${ops} operasyon eklendi (${Math.round(performance.now() - started)} ms).`,
)
await app.close()
