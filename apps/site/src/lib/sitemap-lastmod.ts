import { mkdir, open, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

const META = /<meta property="article:modified_time" content="([^"]+)"/
const ALTERNATE = /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g

/** A sitemap entry's alternates (`xhtml:link`), as @astrojs/sitemap writes them. */
export interface SitemapLink {
  lang: string
  url: string
}

/**
 * The page's `<link rel="alternate" hreflang>` set (issue 23), read from its head as the page wrote it, so the
 * sitemap's alternates and the page's never disagree.
 */
export function alternatesOf(html: string): SitemapLink[] {
  return [...html.matchAll(ALTERNATE)].map(([, lang = '', url = '']) => ({
    lang: Buffer.from(lang).toString(),
    url: Buffer.from(url.replace(/&amp;/g, '&')).toString(),
  }))
}

/**
 * The sitemap's `lastmod` of a post or an operation: the `article:modified_time` its page carries (the item's last
 * content change, issue 21), read from the built page, so the sitemap and the page's JSON-LD never disagree.
 */
export function modifiedTimeOf(html: string): string | undefined {
  const match = META.exec(html)
  // A copy, not V8's slice of `html`: a slice keeps the whole page alive for as long as the sitemap keeps the date
  // (every post's page at once, 170 MB of the build worker at 500 posts; decision 0241).
  return match?.[1] === undefined ? undefined : Buffer.from(match[1]).toString()
}

/** The built file of a page URL in a `format: 'directory'` build: /blog/x → <outDir>/blog/x/index.html. */
export function pageFile(outDir: string, url: string): string {
  const { pathname } = new URL(url)
  return path.join(outDir, decodeURIComponent(pathname), 'index.html')
}

/** How much of a page is read at a time: the tag sits near the top of the head, before the inlined stylesheet. */
const CHUNK_BYTES = 16 * 1024

export interface HeadFacts {
  lastmod?: string | undefined
  links: SitemapLink[]
}

/**
 * What the sitemap says of a page: its lastmod (undefined but on posts and operations) and its alternates; nothing
 * when the page is not there. Only the page's head is read, a chunk at a time, until the modified time (written after
 * the alternates) or `</head>` shows: with 5,000 posts the sitemap would otherwise read every page whole at every
 * build.
 */
export async function headFactsOf(outDir: string, url: string): Promise<HeadFacts> {
  let file: Awaited<ReturnType<typeof open>>
  try {
    file = await open(pageFile(outDir, url), 'r')
  } catch {
    return { links: [] }
  }
  try {
    const chunks: Buffer[] = []
    for (;;) {
      const chunk = Buffer.alloc(CHUNK_BYTES)
      const { bytesRead } = await file.read(chunk, 0, CHUNK_BYTES, null)
      if (bytesRead === 0) break
      chunks.push(chunk.subarray(0, bytesRead))
      // The whole prefix each time: a tag cut in two by a chunk's edge is whole in the next reading.
      const head = Buffer.concat(chunks).toString('utf8')
      const found = modifiedTimeOf(head)
      if (found !== undefined || head.includes('</head>'))
        return { lastmod: found, links: alternatesOf(head) }
    }
    return { links: [] }
  } finally {
    await file.close()
  }
}

/** The page's lastmod, or undefined when it has none (every page but posts and operations) or is not there. */
export async function lastmodOf(outDir: string, url: string): Promise<string | undefined> {
  return (await headFactsOf(outDir, url)).lastmod
}

interface RememberedFacts {
  /** The page file's modification time and size when its facts were read. */
  mtimeMs: number
  size: number
  facts: HeadFacts
}

/**
 * The sitemap's head facts, remembered between builds in Astro's cache folder: a page the incremental build kept is
 * the same file as last time (same modification time and size), so its facts are not read again. Reading the heads
 * of 3,551 pages took 0.7–1.3 s of every publish at 500 posts in four languages; a `stat` of each takes 16 ms
 * (decision 0287). A page written again, or any doubt (no memo, a memo that does not parse), is read.
 */
export async function createHeadFactsMemo(outDir: string, memoFile: string) {
  let remembered: Record<string, RememberedFacts> = {}
  try {
    const parsed: unknown = JSON.parse(await readFile(memoFile, 'utf8'))
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      remembered = parsed as Record<string, RememberedFacts>
  } catch {
    // First build, or a memo half-written by a build that was stopped: every page is read.
  }
  // Only this build's pages are written back: a removed page's facts leave the memo with it.
  const seen: Record<string, RememberedFacts> = {}

  return {
    async factsOf(url: string): Promise<HeadFacts> {
      const file = pageFile(outDir, url)
      let stats: Awaited<ReturnType<typeof stat>>
      try {
        stats = await stat(file)
      } catch {
        return { links: [] }
      }
      const key = path.relative(outDir, file)
      const known = remembered[key]
      if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) {
        seen[key] = known
        return known.facts
      }
      const facts = await headFactsOf(outDir, url)
      seen[key] = { mtimeMs: stats.mtimeMs, size: stats.size, facts }
      return facts
    },

    /** Keeps this build's facts for the next one. */
    async save(): Promise<void> {
      await mkdir(path.dirname(memoFile), { recursive: true })
      const partial = `${memoFile}.${process.pid}.tmp`
      await writeFile(partial, JSON.stringify(seen))
      await rename(partial, memoFile)
    },
  }
}
