import { ApiError } from '@clinic/api-client/api-error'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { LoginForm } from './login-form.tsx'

async function fillAndSubmit(email: string, password: string, remember = false) {
  if (email) await userEvent.type(screen.getByLabelText(/E-posta/), email)
  if (password) await userEvent.type(screen.getByLabelText(/Şifre/), password)
  if (remember) await userEvent.click(screen.getByLabelText('Beni hatırla'))
  await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }))
}

describe('LoginForm', () => {
  test('has E-posta, Şifre, Beni hatırla and a Giriş Yap button', () => {
    render(<LoginForm onLogin={vi.fn()} />)
    expect(screen.getByLabelText(/E-posta/)).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText(/Şifre/)).toHaveAttribute('type', 'password')
    expect(screen.getByLabelText('Beni hatırla')).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toHaveAttribute('type', 'submit')
  })

  test('empty fields show the Turkish validation messages and nothing is sent', async () => {
    const onLogin = vi.fn()
    render(<LoginForm onLogin={onLogin} />)
    await fillAndSubmit('', '')
    expect(await screen.findByText('E-posta zorunludur.')).toBeInTheDocument()
    expect(screen.getByText('Şifre zorunludur.')).toBeInTheDocument()
    expect(screen.getByLabelText(/E-posta/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/E-posta/)).toHaveAccessibleDescription('E-posta zorunludur.')
    expect(onLogin).not.toHaveBeenCalled()
  })

  test('a filled form calls the login function with the values and rememberMe, then onSuccess', async () => {
    const onLogin = vi.fn().mockResolvedValue({ token: 't' })
    const onSuccess = vi.fn()
    render(<LoginForm onLogin={onLogin} onSuccess={onSuccess} />)
    await fillAndSubmit('ayse@example.com', 'gizli-sifre', true)
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ token: 't' }))
    expect(onLogin).toHaveBeenCalledWith({
      email: 'ayse@example.com',
      password: 'gizli-sifre',
      rememberMe: true,
    })
  })

  test("the server's Turkish error is shown in an alert, with its field errors under the fields", async () => {
    const onLogin = vi.fn().mockRejectedValue(
      new ApiError({
        status: 401,
        message: 'E-posta veya şifre hatalı.',
        errors: { password: ['Şifre hatalı.'] },
      }),
    )
    const onSuccess = vi.fn()
    render(<LoginForm onLogin={onLogin} onSuccess={onSuccess} />)
    await fillAndSubmit('ayse@example.com', 'yanlis')
    expect(await screen.findByRole('alert')).toHaveTextContent('E-posta veya şifre hatalı.')
    expect(screen.getByLabelText(/Şifre/)).toHaveAccessibleDescription('Şifre hatalı.')
    expect(onSuccess).not.toHaveBeenCalled()
  })

  test("a login answer without token shows 'Token alınamadı'", async () => {
    render(<LoginForm onLogin={vi.fn().mockRejectedValue(new Error('Token alınamadı'))} />)
    await fillAndSubmit('a@b.co', 'x')
    expect(await screen.findByRole('alert')).toHaveTextContent('Token alınamadı')
  })

  test('the button is disabled while the login is under way', async () => {
    let finish: (value: unknown) => void = () => {}
    render(<LoginForm onLogin={() => new Promise((resolve) => (finish = resolve))} />)
    await fillAndSubmit('a@b.co', 'x')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeDisabled())
    finish(undefined)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeEnabled())
  })
})
