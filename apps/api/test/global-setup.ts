import { rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../src/db/client.ts'

/**
 * PGlite's first start (initdb) costs seconds; a dump of one migrated in-memory database, made once per run,
 * lets every test file start from it instead.
 */
export default async function setup(project: TestProject) {
  const handle = await openDatabase({ url: 'memory://' })
  const client = (handle.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client
  const dump = await client.dumpDataDir('none')
  await handle.close()
  const file = path.join(os.tmpdir(), `clinic-pglite-template-${process.pid}.tar`)
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', file)
  return () => rm(file, { force: true })
}
