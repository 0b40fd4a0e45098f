import { describe, expect, test } from 'vitest'
import { isAllowedImageSrc, isAllowedLinkUrl, linkUrlFromInput } from './urls.ts'

describe('linkUrlFromInput', () => {
  test.each([
    ['https://klinik.example/randevu?x=1#a', 'https://klinik.example/randevu?x=1#a'],
    ['  http://klinik.example  ', 'http://klinik.example'],
    ['klinik.example/randevu', 'https://klinik.example/randevu'],
    ['www.klinik.example', 'https://www.klinik.example'],
    ['ad@klinik.example', 'mailto:ad@klinik.example'],
    ['mailto:ad@klinik.example', 'mailto:ad@klinik.example'],
    ['+90 (212) 555-00-00', 'tel:+902125550000'],
    ['tel:+90 212 555 00 00', 'tel:+902125550000'],
  ])('%s → %s', (input, href) => {
    expect(linkUrlFromInput(input)).toBe(href)
  })

  test.each([
    '',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<b>x</b>',
    'ftp://dosya.example',
    'bir şey',
    '/yerel/yol',
    'https://',
    'https:/eksik.example',
    'mailto:adres',
    'tel:12',
  ])('%j is refused', (input) => {
    expect(linkUrlFromInput(input)).toBeNull()
  })
})

describe('stored URLs', () => {
  test('links need one of the contract’s schemes', () => {
    expect(isAllowedLinkUrl('https://x.example')).toBe(true)
    expect(isAllowedLinkUrl('tel:+902125550000')).toBe(true)
    expect(isAllowedLinkUrl('/randevu')).toBe(false)
    expect(isAllowedLinkUrl(' https://x.example')).toBe(false)
    expect(isAllowedLinkUrl('vbscript:x')).toBe(false)
  })

  test('images come from http(s) or a path of the site, never another host by //', () => {
    expect(isAllowedImageSrc('/uploads/a.webp')).toBe(true)
    expect(isAllowedImageSrc('https://cdn.example/a.png')).toBe(true)
    expect(isAllowedImageSrc('//cdn.example/a.png')).toBe(false)
    expect(isAllowedImageSrc('/\\cdn.example/a.png')).toBe(false)
    expect(isAllowedImageSrc('data:image/png;base64,AAAA')).toBe(false)
    expect(isAllowedImageSrc('mailto:a@b.example')).toBe(false)
    expect(isAllowedImageSrc('')).toBe(false)
  })
})
