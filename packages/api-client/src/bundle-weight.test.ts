import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from 'vitest'

// The site's pages import this package; zod in their bundle costs ~30 KB and trips a strict CSP (its Function probe).
// Contract modules without zod (roles, limits, messages, api-paths) may be imported for their values.
const contractDir = path.join(import.meta.dirname, '../../contract/src')
const importsZod = async (module: string) =>
  /from 'zod'|from '\.\/(?!roles|limits|http-messages)/.test(
    await readFile(path.join(contractDir, `${module}.ts`), 'utf8'),
  )

test('the client takes only types from the contract and never imports zod at run time', async () => {
  const dir = path.join(import.meta.dirname, '.')
  const files = (await readdir(dir, { recursive: true })).filter(
    (f) => f.endsWith('.ts') && !f.includes('test'),
  )
  const offenders: string[] = []
  for (const file of files) {
    const source = await readFile(path.join(dir, file), 'utf8')
    const runtimeImports =
      source.match(/^import (?!type\b)[^;]*?from '(zod|@clinic\/contract\/[^']+)'/gms) ?? []
    for (const line of runtimeImports) {
      const contractModule = /from '@clinic\/contract\/([^']+)'/.exec(line)?.[1]
      if (contractModule && !(await importsZod(contractModule))) continue
      offenders.push(`${file}: ${line.split('\n')[0]}`)
    }
  }
  expect(offenders).toEqual([])
})
