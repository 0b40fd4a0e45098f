import { describe, expect, test } from 'vitest'
import { clipped, excerpt, moderationStatus } from './moderation.ts'

describe('moderation helpers', () => {
  test('an unknown status in the URL is the waiting view', () => {
    expect(moderationStatus('reported')).toBe('reported')
    expect(moderationStatus('')).toBe('pending')
    expect(moderationStatus('hepsi')).toBe('pending')
  })

  test('an excerpt is one line, cut at a word', () => {
    expect(excerpt('Kısa\n yorum')).toBe('Kısa yorum')
    expect(excerpt('Ameliyattan sonra dizim çok daha iyi oldu, teşekkürler', 30)).toBe(
      'Ameliyattan sonra dizim çok…',
    )
  })

  test('a long comment is clipped at 280 characters or 5 lines, a short one is not', () => {
    expect(clipped('Kısa yorum')).toBeNull()
    const long = 'kelime '.repeat(60)
    const head = clipped(long)!
    expect(head.length).toBeLessThanOrEqual(281)
    expect(head.endsWith('kelime…')).toBe(true)
    expect(clipped('1\n2\n3\n4\n5\n6')).toBe('1\n2\n3\n4\n5…')
  })
})
