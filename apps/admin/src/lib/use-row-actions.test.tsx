import { ApiError } from '@clinic/api-client/api-error'
import { ConfirmProvider } from '@clinic/ui/confirm-provider'
import { ToastProvider } from '@clinic/ui/toast-provider'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { type RowAction, useRowActions } from './use-row-actions.ts'

interface Row {
  id: number
  name: string
}

const ROWS: Row[] = [
  { id: 1, name: 'Diz' },
  { id: 2, name: 'Omuz' },
  { id: 3, name: 'Kalça' },
]

/** A list screen in small: a table of rows, each with "Sil" (asks first) and "Arşivle" (does not, stays). */
function Table(props: { remove(row: Row): Promise<unknown>; after?(): unknown }) {
  const [rows, setRows] = useState(ROWS)
  const { act, isRunning, tableRef } = useRowActions(rows, { after: props.after ?? (() => undefined) })
  const actions = (row: Row): Record<string, RowAction> => ({
    delete: {
      name: 'delete',
      confirm: { title: `«${row.name}» silinsin mi?`, confirmLabel: 'Sil', danger: true },
      run: async () => {
        await props.remove(row)
        setRows((current) => current.filter((other) => other.id !== row.id))
      },
      success: `«${row.name}» silindi.`,
      leaves: true,
    },
    archive: { name: 'archive', run: async () => {}, success: `«${row.name}» arşivlendi.` },
  })
  return (
    <main id="main" tabIndex={-1}>
      <table ref={tableRef}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.name}</td>
              <td>
                <div className="row-actions">
                  <button
                    type="button"
                    aria-label={`Arşivle: ${row.name}`}
                    onClick={() => void act(row, actions(row).archive!)}
                  >
                    Arşivle
                  </button>
                  <button
                    type="button"
                    aria-label={`Sil: ${row.name}`}
                    disabled={isRunning(row, 'delete')}
                    onClick={() => void act(row, actions(row).delete!)}
                  >
                    Sil
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  )
}

function renderTable(props: Parameters<typeof Table>[0]) {
  return render(
    <ToastProvider>
      <ConfirmProvider>
        <Table {...props} />
      </ConfirmProvider>
    </ToastProvider>,
  )
}

describe('useRowActions', () => {
  test('asks first and does nothing on "Vazgeç"', async () => {
    const remove = vi.fn(async () => {})
    renderTable({ remove })
    await userEvent.click(screen.getByRole('button', { name: 'Sil: Omuz' }))
    const dialog = await screen.findByRole('alertdialog', { name: '«Omuz» silinsin mi?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }))
    expect(remove).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Sil: Omuz' })).toBeInTheDocument()
  })

  test('on "Sil": runs, toasts, and puts focus on the row now in its place', async () => {
    const remove = vi.fn(async () => {})
    renderTable({ remove })
    await userEvent.click(screen.getByRole('button', { name: 'Sil: Omuz' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sil' }))
    expect(await screen.findByText('«Omuz» silindi.')).toBeInTheDocument()
    expect(remove).toHaveBeenCalledWith(ROWS[1])
    await waitFor(() => expect(screen.getByRole('button', { name: 'Arşivle: Kalça' })).toHaveFocus())
  })

  test('the last row gone, focus goes to the page’s main region', async () => {
    renderTable({ remove: async () => {} })
    for (const name of ['Diz', 'Omuz', 'Kalça']) {
      await userEvent.click(screen.getByRole('button', { name: `Sil: ${name}` }))
      await userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sil' }),
      )
      await screen.findByText(`«${name}» silindi.`)
    }
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus())
  })

  test('a refusal is toasted in the server’s words; the row and its focus stay', async () => {
    renderTable({
      remove: () => Promise.reject(new ApiError({ status: 409, message: 'Bu kayıt kullanılıyor.' })),
    })
    const button = screen.getByRole('button', { name: 'Sil: Omuz' })
    await userEvent.click(button)
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sil' }))
    expect(await screen.findByText('Bu kayıt kullanılıyor.')).toBeInTheDocument()
    expect(screen.queryByText('«Omuz» silindi.')).toBeNull()
    await waitFor(() => expect(button).toHaveFocus())
  })

  test('an action without a question runs at once, and the list is reloaded after it', async () => {
    const after = vi.fn()
    renderTable({ remove: async () => {}, after })
    await userEvent.click(screen.getByRole('button', { name: 'Arşivle: Diz' }))
    expect(await screen.findByText('«Diz» arşivlendi.')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(after).toHaveBeenCalledTimes(1)
  })

  test('the running action’s button waits until it is done', async () => {
    let finish = () => {}
    renderTable({ remove: () => new Promise<void>((resolve) => (finish = resolve)) })
    await userEvent.click(screen.getByRole('button', { name: 'Sil: Diz' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sil' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sil: Diz' })).toBeDisabled())
    expect(screen.getByRole('button', { name: 'Sil: Omuz' })).toBeEnabled()
    finish()
    expect(await screen.findByText('«Diz» silindi.')).toBeInTheDocument()
  })
})
