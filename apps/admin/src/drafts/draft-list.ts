import type { DraftKind, DraftSummary } from '@clinic/contract/draft'
import { formatIstanbul } from '@clinic/contract/istanbul-time'

const RESOURCE = { blog: 'blogs', operation: 'operations' } as const

/** The swr key of a form's draft, and of a kind's draft list: under the kind's resource, so its saves refresh them. */
export const draftKey = (kind: DraftKind, which: number | string) => [RESOURCE[kind], 'draft', which] as const
export const draftListKey = (kind: DraftKind) => [RESOURCE[kind], 'drafts'] as const

/** "Taslak" or "Taslak · Zamanlandı: 27 Kasım 09:00": a new item's draft in the list. */
export function newDraftMark(draft: Pick<DraftSummary, 'publishAt' | 'scheduleError'>, now?: Date): string {
  if (draft.publishAt) return `Taslak · Zamanlandı: ${formatIstanbul(draft.publishAt, now)}`
  return draft.scheduleError ? 'Taslak · Zamanlanmış yayın yapılamadı' : 'Taslak'
}

/** A live item's mark when it has a pending Turkish draft (or a translation's), with its schedule. */
export function pendingDraftMark(drafts: readonly DraftSummary[], now?: Date): string | null {
  if (drafts.length === 0) return null
  const scheduled = drafts.find((draft) => draft.publishAt)
  return scheduled
    ? `Yayınlanmamış değişiklik · Zamanlandı: ${formatIstanbul(scheduled.publishAt!, now)}`
    : 'Yayınlanmamış değişiklik'
}
