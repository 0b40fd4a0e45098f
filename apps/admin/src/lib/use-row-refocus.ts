import { useEffect, useRef, useState } from 'react'

/**
 * A row that leaves a table (deleted, or moved out of the view) takes its focused button with it. Call `refocus(row)`
 * once the list has been reloaded: focus goes to the first button of the row now in its place (or the one before
 * it), or to the page's main region when no row is left.
 */
export function useRowRefocus<T extends { id: number }>(rows: readonly T[]) {
  const tableRef = useRef<HTMLTableElement>(null)
  const [focusIndex, setFocusIndex] = useState<number | null>(null)

  useEffect(() => {
    if (focusIndex === null) return
    const rendered = tableRef.current?.querySelectorAll('tbody tr') ?? []
    const row = rendered[Math.min(focusIndex, rendered.length - 1)]
    row?.querySelector<HTMLElement>('.row-actions :is(a, button)')?.focus()
    setFocusIndex(null)
  }, [focusIndex])

  const refocus = (gone: T) => {
    if (rows.length <= 1) document.getElementById('main')?.focus()
    else
      setFocusIndex(
        Math.max(
          0,
          rows.findIndex((row) => row.id === gone.id),
        ),
      )
  }

  return { tableRef, refocus }
}
