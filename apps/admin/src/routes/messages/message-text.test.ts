import { describe, expect, test } from 'vitest'
import { messagePreview } from './message-text.tsx'

describe('messagePreview', () => {
  test('leaves a short text whole', () => {
    expect(messagePreview('Çok geçmiş olsun.')).toBeNull()
    expect(messagePreview('a'.repeat(200))).toBeNull()
  })

  test('cuts a long text at a space, with an ellipsis', () => {
    const text = `${'kelime '.repeat(40)}son`
    const preview = messagePreview(text)!
    expect(preview.length).toBeLessThanOrEqual(181)
    expect(preview.endsWith('kelime…')).toBe(true)
  })

  test('shows at most four lines of a text with many short lines', () => {
    expect(messagePreview('bir\niki\nüç\ndört\nbeş')).toBe('bir\niki\nüç\ndört…')
  })
})
