/**
 * A KVKK text's sections by id, in reading order: the table of contents LegalPage shows, and each section's heading
 * numbered as in it, so the two never disagree (and a heading for an id the contents lack does not compile).
 */
export function legalSections<const T extends Record<string, string>>(titles: T) {
  const toc = Object.entries(titles).map(([id, title]) => ({ id, title }))
  const heading = (id: keyof T & string) => `${toc.findIndex((item) => item.id === id) + 1}. ${titles[id]}`
  return { toc, heading }
}
