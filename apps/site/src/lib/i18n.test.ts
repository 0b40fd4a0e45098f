import { messages } from '@clinic/ui/lib/i18n/index'
import { describe, expect, test } from 'vitest'
import { accountMessages, islandMessages, localeOfPath, menuLabel, pageI18n, serverMessages } from './i18n.ts'

describe('the page’s locale comes from its address (decision 0272)', () => {
  test.each([
    ['/', 'tr'],
    ['/blog/diz-protezi', 'tr'],
    ['/en', 'en'],
    ['/en/blog/knee-replacement', 'en'],
    ['/ka/', 'ka'],
    ['/ru/operations', 'ru'],
    // Turkish has no prefix of its own, and a path that merely starts like a locale is Turkish.
    ['/tr/blog', 'tr'],
    ['/english', 'tr'],
    ['/ar/', 'tr'],
  ])('%s → %s', (pathname, locale) => {
    expect(localeOfPath(pathname)).toBe(locale)
  })

  test('pageI18n gives the catalogue, the direction and dates of that locale', () => {
    const en = pageI18n(new URL('http://localhost/en/blog'))
    expect(en.locale).toBe('en')
    expect(en.dir).toBe('ltr')
    expect(en.m.menu.home).toBe('Home')
    expect(en.date('2026-11-22T10:00:00Z')).toBe('22 November 2026')
    expect(en.count(en.m.comments.count, 2)).toBe('2 comments')
    const tr = pageI18n(new URL('http://localhost/blog'))
    expect(tr.m.menu.home).toBe('Ana Sayfa')
    expect(tr.date('2026-11-22T10:00:00Z')).toBe('22 Kasım 2026')
  })
})

describe('menu labels', () => {
  test('the fixed entries are named by address in the page’s language; the operations heading too', () => {
    const ru = messages('ru')
    expect(menuLabel(ru, { label: 'Hakkımızda', href: '/about' })).toBe('О нас')
    expect(menuLabel(ru, { label: 'Operasyonlar' })).toBe('Операции')
    expect(menuLabel(messages('tr'), { label: 'İletişim', href: '/iletisim' })).toBe('İletişim')
  })

  test('an entry the catalogue does not know keeps its own label', () => {
    expect(menuLabel(messages('en'), { label: 'Diz Protezi', href: '/operations/diz-protezi' })).toBe(
      'Diz Protezi',
    )
  })
})

test('an island gets only the groups it asks for', () => {
  const picked = islandMessages(messages('ka'), 'form', 'contactForm')
  expect(Object.keys(picked).sort()).toEqual(['contactForm', 'form'])
  expect(picked.form.captchaLanguage).toBe('ka')
})

describe('the API’s refusals go to the islands of other languages’ pages only (decision 0282)', () => {
  test('a Turkish page passes none (the API’s own message is shown), an English one its sentences', () => {
    expect(serverMessages(messages('tr'), 'tr')).toEqual({})
    expect(serverMessages(messages('en'), 'en')).toEqual({
      refusal: messages('en').refusal,
      answers: messages('en').answers,
    })
    expect(accountMessages(messages('tr'), 'tr').refusal).toBeUndefined()
    expect(accountMessages(messages('ru'), 'ru').refusal).toBe(messages('ru').refusal)
    expect(accountMessages(messages('ru'), 'ru').answers).toBe(messages('ru').answers)
  })
})
