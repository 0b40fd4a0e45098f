import { describe, expect, test } from 'vitest'
import { linkUrlFromInput } from './urls.ts'

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
    ['/randevu', '/randevu'],
    [' /blog/diz-agrisi#tedavi ', '/blog/diz-agrisi#tedavi'],
    ['#bolum', '#bolum'],
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
    '//evil.example/yol',
    '/\\evil.example',
    '\\\\evil.example',
    '#',
    'randevu/../x',
    'https://',
    'https:/eksik.example',
    'mailto:adres',
    'tel:12',
  ])('%j is refused', (input) => {
    expect(linkUrlFromInput(input)).toBeNull()
  })
})
