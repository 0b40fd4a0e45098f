import { formatDateTr } from '@clinic/ui/lib/date'
import { diffWordsWithSpace } from 'diff'
import { formatDateTimeTr } from '../lib/format.ts'

/**
 * The difference between two revisions, field by field (issue 24, decision 0281): each field's value as a reader
 * sees it (rich text as its plain text, tags as a list, switches as words, dates in Turkish), and for the changed
 * ones the words inserted and deleted (jsdiff's word diff, spaces kept).
 */

type Fields = Record<string, unknown>

/** One piece of a field's text: kept, inserted (only in the newer) or deleted (only in the older). */
export interface DiffPart {
  text: string
  change: 'same' | 'added' | 'removed'
}

export interface FieldDiff {
  field: string
  label: string
  changed: boolean
  before: string
  after: string
  parts: DiffPart[]
}

/** The fields in the order of the form, with their Turkish labels. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Başlık',
  name: 'Ad',
  slug: 'Kısa ad (slug)',
  shortDescription: 'Kısa açıklama',
  fullContent: 'İçerik',
  tags: 'Etiketler',
  seoKeywords: 'SEO anahtar kelimeleri',
  seoDescription: 'SEO açıklaması',
  imagePath: 'Kapak görseli',
  authorName: 'Yazar',
  publishedDate: 'Yayın tarihi',
  categoryId: 'Kategori',
  catalogId: 'Katalog',
  isActive: 'Yayın durumu',
  allowComments: 'Yorumlar',
  allowLikes: 'Beğeniler',
  beforeAfter: 'Öncesi/sonrası yazısı',
  consentId: 'Hasta onamı',
  beforeAfterImages: 'Öncesi/sonrası görselleri',
}

const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|div|figure|tr)>|<br\s*\/?>/gi

/** Rich text as a reader sees it: blocks on their own lines, tags gone, entities decoded. */
export function htmlToText(html: string): string {
  const marked = html.replace(BLOCK_END, (end) => `${end}\n`)
  const text = new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? ''
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

/** How the history names a group: its name when the screen knows it, else its number. */
export type GroupNames = ReadonlyMap<number, string>

/** One field's value as text. */
export function valueText(field: string, value: unknown, groups?: GroupNames): string {
  if (value === null || value === undefined || value === '') return '—'
  if (field === 'fullContent') return htmlToText(String(value)) || '—'
  if (field === 'isActive') return value ? 'Yayında' : 'Yayında değil'
  if (typeof value === 'boolean') return value ? 'Açık' : 'Kapalı'
  if (field === 'publishedDate') return formatDateTimeTr(String(value))
  if (field === 'categoryId' || field === 'catalogId')
    return groups?.get(Number(value)) ?? `#${String(value)}`
  if (field === 'consentId') return `Onam #${String(value)}`
  if (field === 'tags') return Array.isArray(value) && value.length > 0 ? value.join(', ') : '—'
  if (field === 'beforeAfterImages') {
    if (!Array.isArray(value) || value.length === 0) return '—'
    return value
      .map((image: { path?: string; alt?: string; capturedOn?: string }) =>
        [image.alt || image.path, image.capturedOn ? formatDateTr(image.capturedOn) : null]
          .filter(Boolean)
          .join(' · '),
      )
      .join('\n')
  }
  return String(value)
}

/** The fields of both revisions, each with its words inserted and deleted from `older` to `newer`. */
export function compareRevisions(older: Fields, newer: Fields, groups?: GroupNames): FieldDiff[] {
  const present = new Set([...Object.keys(older), ...Object.keys(newer)])
  const ordered = [
    ...Object.keys(FIELD_LABELS).filter((field) => present.has(field)),
    ...[...present].filter((field) => !(field in FIELD_LABELS)),
  ]
  return ordered.map((field) => {
    const before = valueText(field, older[field], groups)
    const after = valueText(field, newer[field], groups)
    const changed = before !== after
    const parts: DiffPart[] = changed
      ? diffWordsWithSpace(before, after).map((part) => ({
          text: part.value,
          change: part.added ? 'added' : part.removed ? 'removed' : 'same',
        }))
      : [{ text: after, change: 'same' }]
    return { field, label: FIELD_LABELS[field] ?? field, changed, before, after, parts }
  })
}
