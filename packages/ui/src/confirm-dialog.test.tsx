import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { ConfirmProvider } from './confirm-provider.tsx'
import { useConfirm } from './use-confirm.tsx'

function DeleteButton(props: { onAnswer: (answer: boolean) => void }) {
  const confirm = useConfirm()
  return (
    <button
      type="button"
      onClick={async () =>
        props.onAnswer(await confirm({ title: 'Blog silinsin mi?', message: 'Bu işlem geri alınamaz.' }))
      }
    >
      Sil
    </button>
  )
}

function Harness() {
  const [answers, setAnswers] = useState<boolean[]>([])
  return (
    <ConfirmProvider>
      <DeleteButton onAnswer={(a) => setAnswers((list) => [...list, a])} />
      <output>{answers.join(',')}</output>
    </ConfirmProvider>
  )
}

const answers = () => screen.getByRole('status').textContent

describe('confirm dialog', () => {
  test('opens as a labelled modal with Onayla and Vazgeç, focus on Vazgeç', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Sil' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Blog silinsin mi?' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAccessibleDescription('Bu işlem geri alınamaz.')
    expect(screen.getByRole('button', { name: 'Onayla' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toHaveFocus()
  })

  test('Onayla resolves true and closes', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Sil' }))
    await userEvent.click(screen.getByRole('button', { name: 'Onayla' }))
    await waitFor(() => expect(answers()).toBe('true'))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  test('Vazgeç resolves false', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Sil' }))
    await userEvent.click(screen.getByRole('button', { name: 'Vazgeç' }))
    await waitFor(() => expect(answers()).toBe('false'))
  })

  test('Escape cancels: resolves false, closes and returns focus to the button that opened it', async () => {
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Sil' })
    await userEvent.click(opener)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(answers()).toBe('false'))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  test('Tab keeps focus inside the dialog', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Sil' }))
    const cancel = screen.getByRole('button', { name: 'Vazgeç' })
    const ok = screen.getByRole('button', { name: 'Onayla' })
    await userEvent.tab()
    expect(ok).toHaveFocus()
    await userEvent.tab()
    expect(cancel).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(ok).toHaveFocus()
  })
})
