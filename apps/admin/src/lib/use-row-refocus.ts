import { useEffect, useRef, useState } from 'react'

/** What a row offers to focus: its first action that can be used, else its first link or button. */
const ROW_ACTION = '.row-actions :is(a[href], button:not(:disabled))'
const ROW_CONTROL = ':is(a[href], button:not(:disabled))'

/**
 * A row that leaves a table (deleted, or moved out of the view) takes its focused button with it. Call `refocus(row)`
 * once the list has been reloaded: focus goes to the first usable button of the row now in its place (or the one
 * before it), or to the page's main region when no row is left.
 */
export function useRowRefocus<T extends { id: number }>(rows: readonly T[]) {
  const tableRef = useRef<HTMLTableElement>(null)
  const [focusIndex, setFocusIndex] = useState<number | null>(null)

  useEffect(() => {
    if (focusIndex === null) return
    const rendered = tableRef.current?.querySelectorAll('tbody tr') ?? []
    const row = rendered[Math.min(focusIndex, rendered.length - 1)]
    const target = row?.querySelector<HTMLElement>(ROW_ACTION) ?? row?.querySelector<HTMLElement>(ROW_CONTROL)
    if (target) target.focus()
    else document.getElementById('main')?.focus()
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
