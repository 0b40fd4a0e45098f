import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'

/**
 * Issue 23, item 3: the site's interface texts come from the catalogues (@clinic/ui/lib/i18n), none written into a
 * component. A text with a Turkish letter (ç ğ ı ö ş ü, İ …) left in a component, page, layout, island or script fails
 * here, so a new hard-coded text is caught at once. Comments and styles are not texts; the exceptions below are.
 */
const ROOT = path.dirname(fileURLToPath(import.meta.url))
const TURKISH = /[çğıöşüÇĞİÖŞÜ]/

/** Whole files whose Turkish is meant: the KVKK texts' legal bodies stay Turkish for now (decision 0272). */
const TURKISH_FILES = new Set(['views/PrivacyNoticeView.astro', 'views/CookiePolicyView.astro'])

/** Lines whose Turkish is not an interface text: logs for the operator. */
const ALLOWED_LINES: Array<[file: string, pattern: RegExp]> = [
  // A build error for the operator, not a visitor.
  ['lib/site-settings-plugin.ts', /Site ayarları API'den okunamadı/],
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(astro|ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The file with its comments and styles blanked out (line numbers kept), so only code and markup remain. */
export function withoutComments(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ')
  return source
    .replace(/<style[\s\S]*?<\/style>/g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[\s;,{}()])\/\/.*$/gm, (whole, before: string) => before + blank(whole.slice(before.length)))
}

/** Every line of the site's source that still holds a Turkish letter outside the exceptions. */
export function hardCodedTurkish(root: string): string[] {
  return sourceFiles(root).flatMap((file) => {
    const name = path.relative(root, file).split(path.sep).join('/')
    if (TURKISH_FILES.has(name)) return []
    return withoutComments(readFileSync(file, 'utf8'))
      .split('\n')
      .flatMap((line, index) => {
        if (!TURKISH.test(line)) return []
        // console.* lines are logs for the developer (docs/spec §8's Turkish log texts among them).
        if (/\bconsole\.(error|warn|info|log)\(/.test(line)) return []
        if (ALLOWED_LINES.some(([allowedFile, pattern]) => allowedFile === name && pattern.test(line)))
          return []
        return [`${name}:${index + 1}: ${line.trim()}`]
      })
  })
}

describe('no interface text is hard-coded in the site (issue 23, item 3)', () => {
  test('no Turkish letter outside the catalogues, comments and the allowed exceptions', () => {
    expect(hardCodedTurkish(ROOT)).toEqual([])
  })

  test('the scan finds a hard-coded text, in markup and in a string, but not in a comment', () => {
    const sample = [
      '---',
      '// Türkçe yorum: a comment',
      "const label = 'Gönder'",
      '---',
      '<!-- Açıklama -->',
      '<button>Kaydı Sil</button>',
    ].join('\n')
    const lines = withoutComments(sample)
      .split('\n')
      .filter((line) => TURKISH.test(line))
    expect(lines.map((l) => l.trim())).toEqual(["const label = 'Gönder'", '<button>Kaydı Sil</button>'])
  })
})
