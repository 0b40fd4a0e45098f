import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { lastmodOf, modifiedTimeOf } from './sitemap-lastmod.ts'

describe('the sitemap lastmod', () => {
  it('is the page’s article:modified_time', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lastmod-'))
    await mkdir(path.join(dir, 'blog', 'diz-agrisi'), { recursive: true })
    await writeFile(
      path.join(dir, 'blog', 'diz-agrisi', 'index.html'),
      '<head><meta property="article:modified_time" content="2026-11-26T09:00:00.000Z"></head>',
    )
    expect(await lastmodOf(dir, 'https://example.com/blog/diz-agrisi')).toBe('2026-11-26T09:00:00.000Z')
    expect(await lastmodOf(dir, 'https://example.com/iletisim')).toBeUndefined()
    expect(modifiedTimeOf('<meta name="keywords" content="diz">')).toBeUndefined()
  })
})
