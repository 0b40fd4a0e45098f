import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The sitemap's `lastmod` of a post or an operation: the `article:modified_time` its page carries (the item's last
 * content change, issue 21), read from the built page, so the sitemap and the page's JSON-LD never disagree.
 */
export function modifiedTimeOf(html: string): string | undefined {
  const match = /<meta property="article:modified_time" content="([^"]+)"/.exec(html)
  return match?.[1]
}

/** The built file of a page URL in a `format: 'directory'` build: /blog/x → <outDir>/blog/x/index.html. */
export function pageFile(outDir: string, url: string): string {
  const { pathname } = new URL(url)
  return path.join(outDir, decodeURIComponent(pathname), 'index.html')
}

/** The page's lastmod, or undefined when it has none (every page but posts and operations) or is not there. */
export async function lastmodOf(outDir: string, url: string): Promise<string | undefined> {
  try {
    return modifiedTimeOf(await readFile(pageFile(outDir, url), 'utf8'))
  } catch {
    return undefined
  }
}
