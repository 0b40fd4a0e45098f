import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ToastProvider } from './toast-provider.tsx'
import { useToast } from './use-toast.tsx'

function SaveButton(props: { duration?: number }) {
  const toast = useToast()
  return (
    <button type="button" onClick={() => toast.success('Kaydedildi.', { duration: props.duration })}>
      Kaydet
    </button>
  )
}

afterEach(() => {
  vi.useRealTimers()
})

describe('toasts', () => {
  test('a toast appears inside a polite live region that exists before it', async () => {
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    )
    const region = document.querySelector('[aria-live]')
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toBeEmptyDOMElement()

    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }))

    const message = screen.getByText('Kaydedildi.')
    expect(region).toContainElement(message)
    expect(message.closest('.toast')).toHaveClass('toast--success')
  })

  test('a toast disappears by itself after its duration', () => {
    vi.useFakeTimers()
    render(
      <ToastProvider duration={3000}>
        <SaveButton />
      </ToastProvider>,
    )
    act(() => screen.getByRole('button', { name: 'Kaydet' }).click())
    expect(screen.getByText('Kaydedildi.')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(2999))
    expect(screen.getByText('Kaydedildi.')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Kaydedildi.')).not.toBeInTheDocument()
  })

  test('a toast can be closed with its button', async () => {
    render(
      <ToastProvider>
        <SaveButton duration={0} />
      </ToastProvider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }))
    await userEvent.click(screen.getByRole('button', { name: 'Bildirimi kapat' }))
    expect(screen.queryByText('Kaydedildi.')).not.toBeInTheDocument()
  })

  test('useToast outside a provider says so in Turkish', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<SaveButton />)).toThrow('useToast bir ToastProvider içinde kullanılmalıdır.')
  })
})
