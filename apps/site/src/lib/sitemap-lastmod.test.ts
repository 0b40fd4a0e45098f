import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { alternatesOf, headFactsOf, lastmodOf, modifiedTimeOf } from './sitemap-lastmod.ts'

const meta = '<meta property="article:modified_time" content="2026-11-26T09:00:00.000Z">'

async function page(dir: string, slug: string, html: string) {
  await mkdir(path.join(dir, 'blog', slug), { recursive: true })
  await writeFile(path.join(dir, 'blog', slug, 'index.html'), html)
}

describe('the sitemap lastmod', () => {
  it('is the page’s article:modified_time', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lastmod-'))
    await page(dir, 'diz-agrisi', `<head>${meta}</head>`)
    expect(await lastmodOf(dir, 'https://example.com/blog/diz-agrisi')).toBe('2026-11-26T09:00:00.000Z')
    expect(await lastmodOf(dir, 'https://example.com/iletisim')).toBeUndefined()
    expect(modifiedTimeOf('<meta name="keywords" content="diz">')).toBeUndefined()
  })

  it('is found wherever the head puts it, even across the edge of a reading, and not in the body', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lastmod-'))
    // Turkish letters take two bytes: the tag may start anywhere, also mid-way through a 16 KB chunk's edge.
    for (const before of [16 * 1024 - 20, 16 * 1024 - 1, 40 * 1024 + 7]) {
      await page(
        dir,
        `s-${before}`,
        `<head>${'ş'.repeat(Math.floor(before / 2))}${meta}</head><body>x</body>`,
      )
      expect(await lastmodOf(dir, `https://example.com/blog/s-${before}`)).toBe('2026-11-26T09:00:00.000Z')
    }
    // A page whose head has no tag has no lastmod, whatever its body quotes.
    await page(dir, 'quoted', `<head><title>x</title></head><body>${'a'.repeat(40_000)}${meta}</body>`)
    expect(await lastmodOf(dir, 'https://example.com/blog/quoted')).toBeUndefined()
  })
})

describe('sitemap alternates', () => {
  it('are the hreflang links the page carries, x-default included', async () => {
    const head =
      '<head><link rel="canonical" href="https://k.example/en/blog/a">' +
      '<link rel="alternate" hreflang="tr" href="https://k.example/blog/b">' +
      '<link rel="alternate" hreflang="en" href="https://k.example/en/blog/a">' +
      '<link rel="alternate" hreflang="x-default" href="https://k.example/blog/b">' +
      '<link rel="alternate" type="application/rss+xml" title="Blog" href="/en/rss.xml">' +
      '<meta property="article:modified_time" content="2026-11-20T10:00:00.000Z"></head><body>'
    expect(alternatesOf(head)).toEqual([
      { lang: 'tr', url: 'https://k.example/blog/b' },
      { lang: 'en', url: 'https://k.example/en/blog/a' },
      { lang: 'x-default', url: 'https://k.example/blog/b' },
    ])
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sitemap-alt-'))
    await mkdir(path.join(dir, 'en/blog/a'), { recursive: true })
    await writeFile(path.join(dir, 'en/blog/a/index.html'), head)
    const facts = await headFactsOf(dir, 'https://k.example/en/blog/a')
    expect(facts.lastmod).toBe('2026-11-20T10:00:00.000Z')
    expect(facts.links).toHaveLength(3)
  })
})
