/** The page numbers to offer: the first, the last, and two either side of the current; null marks a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages])
  for (let near = page - 2; near <= page + 2; near++) if (near >= 1 && near <= pages) shown.add(near)
  const sorted = [...shown].sort((a, b) => a - b)
  const result: (number | null)[] = []
  for (const number of sorted) {
    const previous = result.at(-1)
    if (typeof previous === 'number' && number - previous === 2) result.push(number - 1)
    else if (typeof previous === 'number' && number - previous > 2) result.push(null)
    result.push(number)
  }
  return result
}
