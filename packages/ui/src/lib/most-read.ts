/** docs/spec §7, §9: the sidebar's most-read lists hold 4 items each, by viewCount descending. */
export const MOST_READ_COUNT = 4

/** The `count` most-viewed items, most viewed first; ties keep their order. The input is not changed. */
export function selectMostRead<T extends { viewCount?: number | null }>(
  items: readonly T[] | null | undefined,
  count: number = MOST_READ_COUNT,
): T[] {
  return [...(items ?? [])].sort((a, b) => (b.viewCount ?? 0) - (a.viewCount ?? 0)).slice(0, count)
}
