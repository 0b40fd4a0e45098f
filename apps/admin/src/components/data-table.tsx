import { cx } from '@clinic/ui/lib/class-names'
import type { ReactNode, RefObject } from 'react'

/**
 * An admin list's table: a caption for screen readers, the column heads (`columns`, <th> elements), an unnamed
 * last column for each row's actions, and the rows (`children`). `tableRef` is useRowActions' (focus after a row
 * leaves).
 */
export function DataTable(props: {
  tableRef: RefObject<HTMLTableElement | null>
  className?: string | undefined
  caption: string
  columns: ReactNode
  children: ReactNode
}) {
  return (
    <div className="panel table-wrap">
      <table ref={props.tableRef} className={cx('data-table', props.className)}>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {props.columns}
            <th scope="col">
              <span className="visually-hidden">İşlemler</span>
            </th>
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  )
}

/**
 * The last cell of a list row: the row's own actions (`children`), then "Sil", named after the row for screen
 * readers ("Sil: Diz ağrısı") and waiting while its delete (or another action of the row) runs.
 */
export function RowActions(props: {
  /** The row's name in the button's accessible name. */
  name: string
  busy: boolean
  onDelete(): void
  /** The row may not be deleted (the admin's own account). */
  deleteDisabled?: boolean | undefined
  /** The note that says why the delete is off. */
  deleteDescribedBy?: string | undefined
  children?: ReactNode
}) {
  return (
    <td data-label="">
      <div className="row-actions">
        {props.children}
        <button
          type="button"
          className="button button--small button--danger"
          aria-label={`Sil: ${props.name}`}
          aria-describedby={props.deleteDescribedBy}
          disabled={props.deleteDisabled || props.busy}
          onClick={props.onDelete}
        >
          Sil
        </button>
      </div>
    </td>
  )
}
