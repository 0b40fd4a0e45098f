import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  alternatesOf,
  createHeadFactsMemo,
  headFactsOf,
  lastmodOf,
  modifiedTimeOf,
} from './sitemap-lastmod.ts'

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

describe('the head facts memo between builds', () => {
  const url = 'https://example.com/blog/diz-agrisi'
  const file = (dir: string) => path.join(dir, 'blog', 'diz-agrisi', 'index.html')
  const withTime = (time: string) => `<head><meta property="article:modified_time" content="${time}"></head>`

  it('reads a page kept unchanged from the memo, and a page written again from the page', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sitemap-memo-'))
    const memoFile = path.join(dir, 'cache', 'sitemap-head-facts.json')
    await page(dir, 'diz-agrisi', withTime('2026-11-26T09:00:00.000Z'))
    const written = new Date('2026-11-26T09:00:05Z')
    await utimes(file(dir), written, written)
    const first = await createHeadFactsMemo(dir, memoFile)
    expect((await first.factsOf(url)).lastmod).toBe('2026-11-26T09:00:00.000Z')
    await first.save()

    // The same size and modification time: the incremental build kept the file, so the memo answers without reading
    // it (its text changed behind the memo's back here only to show that it was not read).
    await writeFile(file(dir), withTime('2026-11-27T09:00:00.000Z'))
    await utimes(file(dir), written, written)
    const second = await createHeadFactsMemo(dir, memoFile)
    expect((await second.factsOf(url)).lastmod).toBe('2026-11-26T09:00:00.000Z')

    // Written again by a build: a new modification time, so the page is read.
    const rewritten = new Date('2026-11-27T09:00:05Z')
    await utimes(file(dir), rewritten, rewritten)
    const third = await createHeadFactsMemo(dir, memoFile)
    expect((await third.factsOf(url)).lastmod).toBe('2026-11-27T09:00:00.000Z')
  })

  it('forgets a page that is gone, and starts over from a memo that does not parse', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sitemap-memo-'))
    const memoFile = path.join(dir, 'sitemap-head-facts.json')
    await page(dir, 'diz-agrisi', withTime('2026-11-26T09:00:00.000Z'))
    const first = await createHeadFactsMemo(dir, memoFile)
    await first.factsOf(url)
    await first.save()
    expect(Object.keys(JSON.parse(await readFile(memoFile, 'utf8')))).toEqual([
      path.join('blog', 'diz-agrisi', 'index.html'),
    ])

    await rm(path.join(dir, 'blog'), { recursive: true })
    const second = await createHeadFactsMemo(dir, memoFile)
    expect(await second.factsOf(url)).toEqual({ links: [] })
    await second.save()
    expect(JSON.parse(await readFile(memoFile, 'utf8'))).toEqual({})

    await writeFile(memoFile, '{"blog/diz-agrisi/index.html": {"mtimeMs"')
    await page(dir, 'diz-agrisi', withTime('2026-11-28T09:00:00.000Z'))
    const third = await createHeadFactsMemo(dir, memoFile)
    expect((await third.factsOf(url)).lastmod).toBe('2026-11-28T09:00:00.000Z')
  })
})
