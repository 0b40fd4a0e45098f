import { ApiError } from '@clinic/api-client/api-error'
import { describe, expect, test } from 'vitest'
import { errorMessage, fieldErrorMessages } from './server-errors.ts'

describe('server error texts', () => {
  const apiError = new ApiError({
    message: 'E-posta veya şifre hatalı.',
    status: 401,
    errors: { email: ['Bu e-posta kayıtlı değil.'], other: ['x'] },
  })

  test("an ApiError shows the server's Turkish message", () => {
    expect(errorMessage(apiError)).toBe('E-posta veya şifre hatalı.')
  })

  test("'Token alınamadı' is shown as it is", () => {
    expect(errorMessage(new Error('Token alınamadı'))).toBe('Token alınamadı')
  })

  test('a JavaScript error never reaches the user: the fallback is shown instead', () => {
    expect(errorMessage(new TypeError('x is undefined'), 'Olmadı.')).toBe('Olmadı.')
  })

  test('field errors are picked for the fields the form has', () => {
    expect(fieldErrorMessages(apiError, ['email', 'password'])).toEqual({
      email: 'Bu e-posta kayıtlı değil.',
    })
    expect(fieldErrorMessages(new Error('x'), ['email'])).toEqual({})
  })
})
