import { ApiError } from '@clinic/api-client/api-error'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useImperativeHandle } from 'react'
import { useController } from 'react-hook-form'
import { describe, expect, test, vi } from 'vitest'
import { type LoginCaptchaSlot, LoginForm } from './login-form.tsx'

/** Stands in for the site's ALTCHA widget: a button that "solves" it, and the reset the form calls. */
function SolveButton({ control, ref }: LoginCaptchaSlot) {
  const { field, fieldState } = useController({ name: 'captcha', control })
  useImperativeHandle(ref, () => ({ reset: () => field.onChange('') }))
  return (
    <div>
      <button type="button" onClick={() => field.onChange('cozum')}>
        Ben robot değilim
      </button>
      {fieldState.error ? <p>{fieldState.error.message}</p> : null}
    </div>
  )
}

const captchaRequired = () =>
  new ApiError({
    status: 400,
    message: 'Devam etmek için lütfen robot doğrulamasını tamamlayın.',
    errors: { captcha: ['Lütfen robot doğrulamasını tamamlayın.'] },
    captchaRequired: true,
  })

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

  test('when the API asks for a captcha the widget joins the form, what was typed stays, and the solved form logs in', async () => {
    const onLogin = vi.fn().mockRejectedValueOnce(captchaRequired()).mockResolvedValueOnce({ token: 't' })
    const onSuccess = vi.fn()
    render(
      <LoginForm
        onLogin={onLogin}
        onSuccess={onSuccess}
        renderCaptcha={(slot) => <SolveButton {...slot} />}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Ben robot değilim' })).toBeNull()
    await fillAndSubmit('ayse@example.com', 'gizli-sifre')
    expect(await screen.findByRole('alert')).toHaveTextContent('robot doğrulamasını tamamlayın')
    expect(screen.getByText('Lütfen robot doğrulamasını tamamlayın.')).toBeInTheDocument()
    expect(screen.getByLabelText(/E-posta/)).toHaveValue('ayse@example.com')
    expect(screen.getByLabelText(/Şifre/)).toHaveValue('gizli-sifre')

    await userEvent.click(screen.getByRole('button', { name: 'Ben robot değilim' }))
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }))
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ token: 't' }))
    expect(onLogin).toHaveBeenLastCalledWith({
      email: 'ayse@example.com',
      password: 'gizli-sifre',
      rememberMe: false,
      captcha: 'cozum',
    })
  })

  test('once asked for, an unsolved captcha stops the form before anything is sent', async () => {
    const onLogin = vi.fn().mockRejectedValueOnce(captchaRequired())
    render(<LoginForm onLogin={onLogin} renderCaptcha={(slot) => <SolveButton {...slot} />} />)
    await fillAndSubmit('ayse@example.com', 'gizli-sifre')
    await screen.findByRole('button', { name: 'Ben robot değilim' })
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }))
    expect(await screen.findByText('Robot doğrulaması zorunludur.')).toBeInTheDocument()
    expect(onLogin).toHaveBeenCalledTimes(1)
  })

  test('a used solution is reset after a refusal, so the next try needs a fresh one', async () => {
    const wrong = new ApiError({ status: 401, message: 'E-posta adresi veya şifre hatalı.' })
    const onLogin = vi.fn().mockRejectedValueOnce(captchaRequired()).mockRejectedValueOnce(wrong)
    render(<LoginForm onLogin={onLogin} renderCaptcha={(slot) => <SolveButton {...slot} />} />)
    await fillAndSubmit('ayse@example.com', 'yanlis')
    await userEvent.click(await screen.findByRole('button', { name: 'Ben robot değilim' }))
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('E-posta adresi veya şifre hatalı.')
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }))
    expect(await screen.findByText('Robot doğrulaması zorunludur.')).toBeInTheDocument()
    expect(onLogin).toHaveBeenCalledTimes(2)
  })
})
