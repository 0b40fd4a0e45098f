import { foldTurkish } from '@clinic/contract/fold-turkish'

/**
 * Line drawings made for this site, one per body area the practice treats, shown where an operation has no picture
 * of its own (cards, the carousel, the operation's page) and beside each catalog in the operations index. They draw
 * with `currentColor`, so the page's tokens colour them in both themes. Drawn on a 64×64 grid, stroke only.
 */
export const ILLUSTRATIONS = {
  /** Knee from the side: the femur's condyles over the tibia's plateau, the kneecap in front, the fibula behind. */
  diz:
    '<path d="M26 4v16c0 4-6 5-6 10 0 4 6 5 11 3 5 2 11 1 11-3 0-5-6-6-6-10V4"/>' +
    '<path d="M26 60V48c0-4-5-5-5-8 0-2 4-3 10-2 6-1 10 0 10 2 0 3-5 4-5 8v12"/>' +
    '<path d="M40 47v13"/><ellipse cx="47.5" cy="31" rx="3" ry="5.5"/>',
  /** Shoulder: the humeral head in its socket under the acromion, the collarbone above, the shoulder blade. */
  omuz:
    '<path d="M6 12c10-4 22-5 34-3 7 1 13 0 18-2"/><path d="M22 13c7-1 15 0 21 4"/>' +
    '<circle cx="35" cy="26" r="8.5"/><path d="M29 32l-1 28M41 32l1 28"/>' +
    '<path d="M22 14c4 5 4 15 0 22L10 56"/><path d="M22 36c-4 8-10 14-14 17"/>',
  /** Hip: the pelvis' wing and socket, the femoral head, neck, trochanter and shaft. */
  kalca:
    '<path d="M8 8c10-5 24-4 30 4 3 5 1 9-2 11"/><path d="M8 8c1 9 5 16 11 20 3 2 3 8 0 12"/>' +
    '<path d="M25 24c3-6 13-6 16 0"/><circle cx="33" cy="29" r="6"/>' +
    '<path d="M37 33l7 1c2 1 2 4 0 6v20M29 34c2 4 6 8 7 12v14"/>',
  /** Spine: four vertebrae with their discs and spinous processes, in the gentle curve of the lower back. */
  omurga:
    '<rect x="20" y="5" width="18" height="9" rx="3"/><rect x="22" y="19" width="18" height="9" rx="3"/>' +
    '<rect x="22" y="33" width="18" height="9" rx="3"/><rect x="20" y="47" width="18" height="9" rx="3"/>' +
    '<path d="M24 16.5h10M26 30.5h10M26 44.5h10"/><path d="M38 9.5h8M40 23.5h8M40 37.5h8M38 51.5h8"/>',
  /** Hand: an open palm, the thumb out to the side. */
  el:
    '<path d="M22 60c0-7-2-12-8-20-2-3 1-6 4-4l6 5V14c0-3 5-3 5 0v18"/>' +
    '<path d="M29 12c0-3 5-3 5 0v20M34 14c0-3 5-3 5 0v19M39 20c0-3 5-3 5 0v20c0 9-4 13-4 20"/>' +
    '<path d="M24 41c2 3 6 4 10 3"/>',
  /** Foot and ankle from the side: the shin, the ankle bone, the heel and the arch to the toes. */
  ayak:
    '<path d="M20 4v32c0 5-4 9-9 11-5 2-5 9 1 9h40c5 0 6-6 2-8l-19-6c-4-2-5-5-5-9V4"/>' +
    '<circle cx="25" cy="38" r="2.5"/><path d="M24 56c2-4 7-6 12-5"/>',
  /** Anything else: a bone. */
  genel:
    '<path transform="rotate(-45 32 32)" d="M23.06 29h17.88a7 7 0 1 1 8.66 3 7 7 0 1 1-8.66 3H23.06a7 7 0 1 1-8.66-3 7 7 0 1 1 8.66-3Z"/>',
} as const

export type IllustrationKey = keyof typeof ILLUSTRATIONS

/** Words in a catalog's name or slug, folded (ç→c, ı→i…), and the drawing each one means; the first match wins. */
const MATCHES: [RegExp, IllustrationKey][] = [
  [/\bdiz/, 'diz'],
  [/\bomuz/, 'omuz'],
  [/\bkalca/, 'kalca'],
  [/\b(omurga|bel\b|sirt\b|boyun|disk\b)/, 'omurga'],
  [/\bayak/, 'ayak'],
  [/\b(el|parmak|bilek)\b/, 'el'],
]

/** The drawing for a catalog, chosen by its name or slug ("Diz Cerrahisi", "el-ve-el-bilegi"), else the bone. */
export function illustrationKey(...names: (string | null | undefined)[]): IllustrationKey {
  const text = names
    .filter((n): n is string => typeof n === 'string')
    .map((n) => foldTurkish(n).replace(/[-_]+/g, ' '))
    .join(' ')
  return MATCHES.find(([pattern]) => pattern.test(text))?.[1] ?? 'genel'
}

/** The drawing as an <svg> element's markup: decorative (hidden from assistive technology), coloured by the page. */
export function illustrationSvg(key: IllustrationKey, className = 'illustration'): string {
  return `<svg class="${className}" data-illustration="${key}" viewBox="0 0 64 64" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${ILLUSTRATIONS[key]}</svg>`
}
