import { expect, test } from 'vitest'
import { secretBox } from './secret-box.ts'

const key = new TextEncoder().encode('a-server-secret-of-at-least-32-characters')

test('a sealed secret opens with the same key and hides the text', () => {
  const box = secretBox(key, 'totp')
  const sealed = box.seal('JBSWY3DPEHPK3PXP')
  expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
  expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP')
})

test('another key or a changed byte does not open it', () => {
  const sealed = secretBox(key, 'totp').seal('JBSWY3DPEHPK3PXP')
  expect(() => secretBox(key, 'other').open(sealed)).toThrow()
  const parts = sealed.split('.')
  parts[3] = `A${parts[3]!.slice(1)}` === parts[3] ? `B${parts[3]!.slice(1)}` : `A${parts[3]!.slice(1)}`
  expect(() => secretBox(key, 'totp').open(parts.join('.'))).toThrow()
})
