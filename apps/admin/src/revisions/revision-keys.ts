import type { Locale } from '@clinic/contract/locales'
import { REVISION_REASON_LABELS, type RevisionKind, type RevisionSummary } from '@clinic/contract/revision'
import type { Resource } from '../cache/keys.ts'
import { formatDateTimeTr } from '../lib/format.ts'

/** The admin resource whose keys a revision's change belongs to (a restore refreshes them as a save does). */
const RESOURCE: Record<RevisionKind, Resource> = {
  blog: 'blogs',
  operation: 'operations',
  catalog: 'catalogs',
  category: 'categories',
}

/** The swr keys of a unit's history and of one revision, under the item's resource. */
export const revisionKeys = {
  list: (kind: RevisionKind, id: number, locale: Locale) =>
    [RESOURCE[kind], 'revisions', id, locale] as const,
  one: (kind: RevisionKind, id: number, revisionId: number) =>
    [RESOURCE[kind], 'revision', id, revisionId] as const,
}

/** "14 Mayıs 2026 09:05 · Ayşe Yönetici · Kaydedildi" */
export const revisionLine = (revision: RevisionSummary) =>
  [
    formatDateTimeTr(revision.createdAt),
    revision.userName ?? 'Bilinmiyor',
    REVISION_REASON_LABELS[revision.reason],
  ].join(' · ')
