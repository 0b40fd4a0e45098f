import { foldTurkish } from '@clinic/contract/fold-turkish'
import { richTextToPlain } from './sanitize-rich-text.ts'

/** Words of a search query, folded; only letters and digits, so they are safe inside LIKE. At most 8. */
export function searchWords(query: string): string[] {
  return foldTurkish(query)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .slice(0, 8)
}

/** The folded text a post or an operation is searched in: title, short description, plain content and tags. */
export function searchTextOf(fields: {
  title: string
  shortDescription: string | null
  fullContent: string | null
  tags?: string[]
}): string {
  return foldTurkish(
    [
      fields.title,
      fields.shortDescription ?? '',
      richTextToPlain(fields.fullContent ?? ''),
      (fields.tags ?? []).join(' '),
    ].join(' '),
  )
}
