import { describe, expect, it } from 'vitest'
import { LocaleQuery, localeDirection, parseSiteLocales, TranslationLocaleParams } from './locale.ts'

describe('site locales', () => {
  it('defaults to the four languages, Turkish first', () => {
    expect(parseSiteLocales(undefined)).toEqual(['tr', 'en', 'ka', 'ru'])
  })

  it('keeps the switcher order and always keeps Turkish', () => {
    expect(parseSiteLocales(' RU, en ')).toEqual(['tr', 'en', 'ru'])
  })

  it('refuses an unknown language instead of dropping it', () => {
    expect(() => parseSiteLocales('tr,de')).toThrow(/bilinmeyen dil de/)
  })
})

describe('locale query', () => {
  it('reads Turkish when absent and refuses an unknown locale in Turkish', () => {
    expect(LocaleQuery.parse({})).toEqual({ locale: 'tr' })
    const result = LocaleQuery.safeParse({ locale: 'xx' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toMatch(/^Bilinmeyen dil/)
  })

  it('never takes the source language as a translation', () => {
    expect(TranslationLocaleParams.safeParse({ locale: 'tr' }).success).toBe(false)
    expect(TranslationLocaleParams.parse({ locale: 'ka' })).toEqual({ locale: 'ka' })
  })

  it('writes every language of today left to right, Arabic right to left', () => {
    expect(localeDirection('ka')).toBe('ltr')
    expect(localeDirection('ar')).toBe('rtl')
  })
})
