import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { ApiPaths } from '@clinic/contract/api-paths'
import { expect, test } from 'vitest'
import { useTestApp } from '../helper.ts'

const t = useTestApp()

// Registered by plugins, not by us: Swagger UI's files under its prefix, the uploads' static files, CORS preflight.
const NOT_OURS = [/^\/api\/docs(\/|\*|$)/, /^\/uploads\//, /^\*$/]

/**
 * Every route URL the router holds, read from `printRoutes`, in lower case (the router ignores case and lowercases
 * the static parts). A child's text continues its parent's (`/like` then `s` is `/likes`); only lines with methods
 * are routes. The test app serves neither the static site nor the admin, whose catch-all routes are theirs.
 */
function registeredUrls(tree: string): string[] {
  const parents: string[] = []
  const urls: string[] = []
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line)
    if (!m) continue
    const depth = (m[1] ?? '').length / 4
    parents.length = depth
    const url = (parents[depth - 1] ?? '') + m[2]
    parents.push(url)
    if (m[3]) urls.push(url.toLowerCase())
  }
  return urls
}

test('every route the API registers is a template of ApiPaths, and every template is a route', () => {
  const urls = registeredUrls(t.app.printRoutes({ commonPrefix: false }))
  const templates = Object.values(ApiPaths).map((p) => p.toLowerCase())
  const ours = urls.filter((url) => !NOT_OURS.some((re) => re.test(url)))
  expect(ours.filter((url) => !templates.includes(url))).toEqual([])
  expect(templates.filter((p) => p !== ApiPaths.apiDocs && !ours.includes(p))).toEqual([])
  // The reading above is sound: a nested, split and parameterised one is found whole.
  expect(ours).toContain(ApiPaths.commentLikes.toLowerCase())
  expect(ours).toContain(ApiPaths.siteSearchInPage.toLowerCase())
})

test('no route module writes its URL as a literal', async () => {
  const dir = path.join(import.meta.dirname, '../../src')
  const files = (await readdir(dir, { recursive: true })).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  )
  const offenders: string[] = []
  for (const file of files) {
    const source = await readFile(path.join(dir, file), 'utf8')
    for (const m of source.matchAll(/\bapp\.(?:get|head|post|put|patch|delete|all|route)\(\s*['`{]/g))
      offenders.push(`${file}: ${m[0]}`)
  }
  expect(offenders).toEqual([])
})
