import type { ReactNode } from 'react'

/**
 * The last cell of a list row: the row's own actions (`children`), then "Sil", named after the row for screen
 * readers ("Sil: Diz ağrısı") and waiting while its delete runs.
 */
export function RowActions(props: {
  /** The row's name in the button's accessible name. */
  name: string
  deleting: boolean
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
          disabled={props.deleteDisabled || props.deleting}
          onClick={props.onDelete}
        >
          Sil
        </button>
      </div>
    </td>
  )
}
