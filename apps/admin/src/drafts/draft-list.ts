import type { DraftKind, DraftSummary, UnpublishSchedule } from '@clinic/contract/draft'
import { formatIstanbul } from '@clinic/contract/istanbul-time'
import { LOCALE_TURKISH_NAMES } from '@clinic/contract/locales'

const RESOURCE = { blog: 'blogs', operation: 'operations' } as const

/** The swr key of a form's draft, and of a kind's draft list: under the kind's resource, so its saves refresh them. */
export const draftKey = (kind: DraftKind, which: number | string) => [RESOURCE[kind], 'draft', which] as const
export const draftListKey = (kind: DraftKind) => [RESOURCE[kind], 'drafts'] as const
/** The swr keys of the times to take off (decision 0286): a unit's, and a kind's list. */
export const unpublishKey = (kind: DraftKind, itemId: number, locale: string) =>
  [RESOURCE[kind], 'unpublish', itemId, locale] as const
export const unpublishListKey = (kind: DraftKind) => [RESOURCE[kind], 'unpublish-list'] as const

/** "Yayından kalkacak: 28 Kasım 09:00", a translation's with its language; one line per time, soonest first. */
export function unpublishMarks(schedules: readonly UnpublishSchedule[], now?: Date): string[] {
  return schedules
    .filter((one) => one.unpublishAt)
    .map((one) =>
      one.locale === 'tr'
        ? `Yayından kalkacak: ${formatIstanbul(one.unpublishAt!, now)}`
        : `Yayından kalkacak (${LOCALE_TURKISH_NAMES[one.locale]}): ${formatIstanbul(one.unpublishAt!, now)}`,
    )
}

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
