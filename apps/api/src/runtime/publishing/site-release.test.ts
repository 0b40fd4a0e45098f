import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { sourceDigest } from './site-release.ts'

test('a release is stale when the deployment facts the pages state change, as when the code does', async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'site-digest-'))
  try {
    await writeFile(path.join(folder, 'page.astro'), '<p>Merhaba</p>')
    const months24 = await sourceDigest([folder], 'messageRetentionMonths=24')
    expect(await sourceDigest([folder], 'messageRetentionMonths=24')).toBe(months24)
    expect(await sourceDigest([folder], 'messageRetentionMonths=12')).not.toBe(months24)
    await writeFile(path.join(folder, 'page.astro'), '<p>Merhaba!</p>')
    expect(await sourceDigest([folder], 'messageRetentionMonths=24')).not.toBe(months24)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
})
