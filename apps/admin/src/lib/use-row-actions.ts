import type { ConfirmOptions } from '@clinic/ui/use-confirm'
import { useConfirm } from '@clinic/ui/use-confirm'
import { useAction } from './use-action.ts'
import { useRowRefocus } from './use-row-refocus.ts'

export interface RowAction {
  /** Which action ("delete", "status"): with the row's id, what `isRunning` asks about. */
  name: string
  /** Asked first in the confirm dialog; without it the action runs at once. */
  confirm?: ConfirmOptions | undefined
  run(): Promise<unknown>
  /** The toast after success: what happened, in a sentence ("«Diz» silindi."). */
  success: string
  /**
   * The row leaves the list (deleted, or moved out of the filtered view) and takes its focused button with it:
   * focus goes to the row now in its place.
   */
  leaves?: boolean | undefined
}

/**
 * The row actions of a list screen, one shape everywhere: ask first when the action says so, run it, toast what
 * happened or the server's Turkish refusal, reload the list (`after`), then put focus back into the table. Put
 * `tableRef` on the table. `act` resolves true when the action ran and succeeded.
 */
export function useRowActions<T extends { id: number }>(rows: readonly T[], options: { after(): unknown }) {
  const confirm = useConfirm()
  const { run, running } = useAction()
  const { tableRef, refocus } = useRowRefocus(rows)

  async function act(row: T, action: RowAction): Promise<boolean> {
    if (action.confirm && !(await confirm(action.confirm))) return false
    const done = await run(`${action.name}-${row.id}`, action.run, {
      success: action.success,
      after: options.after,
    })
    if (done && action.leaves) refocus(row)
    return done
  }

  /** Is one of these actions running on this row (its button shows it and waits)? */
  const isRunning = (row: T, ...names: string[]) => names.some((name) => running === `${name}-${row.id}`)

  return { act, isRunning, tableRef }
}
