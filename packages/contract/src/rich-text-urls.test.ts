import { describe, expect, test } from 'vitest'
import {
  isAllowedImageSrc,
  isAllowedLinkHref,
  isUploadedImage,
  type LinkKind,
  linkKind,
  RICH_TEXT_LINK_KINDS,
  RICH_TEXT_LINK_SCHEMES,
  urlScheme,
} from './rich-text-urls.ts'

describe('link targets', () => {
  test.each<[string, LinkKind]>([
    ['https://klinik.example/randevu?x=1#a', 'web'],
    ['http://klinik.example', 'web'],
    ['HTTPS://KLINIK.EXAMPLE', 'web'],
    ['mailto:ad@klinik.example', 'mailto'],
    ['tel:+902125550000', 'tel'],
    ['tel:112', 'tel'],
    ['/randevu', 'site'],
    ['/blog/diz-agrisi#tedavi', 'site'],
    ['#sss', 'anchor'],
    ['/', 'site'],
    ['/operations/menisk%C3%BCs?kaynak=blog', 'site'],
    ['#bölüm-2', 'anchor'],
  ])('%s is a %s link', (href, kind) => {
    expect(linkKind(href)).toBe(kind)
  })

  test.each([
    '',
    '#',
    ' https://x.example',
    'https://x.example/a b',
    'https://',
    'https:/eksik.example',
    'mailto:adres',
    'tel:12',
    'tel:+90 212',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'vbscript:x',
    'data:text/html,<b>x</b>',
    'ftp://dosya.example',
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example/',
    '/blog\\..\\..\\x',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\u0000javascript:alert(1)',
    '#a#b',
    '#\\x',
    'randevu',
    './randevu',
    '../randevu',
    '?q=1',
  ])('%j is no link a visitor may follow', (href) => {
    expect(linkKind(href)).toBeNull()
    expect(isAllowedLinkHref(href, ['web', 'mailto', 'tel', 'site', 'anchor'])).toBe(false)
  })

  test('the editor and the sanitiser allow web, e-mail, phone, site and anchor links', () => {
    expect(RICH_TEXT_LINK_KINDS).toEqual(['web', 'mailto', 'tel', 'site', 'anchor'])
    expect(isAllowedLinkHref('https://x.example')).toBe(true)
    expect(isAllowedLinkHref('tel:+902125550000')).toBe(true)
    expect(isAllowedLinkHref('/randevu')).toBe(true)
    expect(isAllowedLinkHref('/blog/diz-agrisi')).toBe(true)
    expect(isAllowedLinkHref('#sss')).toBe(true)
    expect(isAllowedLinkHref('/randevu', ['web'])).toBe(false)
  })

  test('every scheme of an allowed link is on the list the sanitiser gives sanitize-html', () => {
    for (const href of ['https://x.example', 'http://x.example', 'mailto:a@b.example', 'tel:+905551112233']) {
      expect(RICH_TEXT_LINK_SCHEMES).toContain(urlScheme(href))
    }
  })
})

describe('image sources', () => {
  test.each(['/uploads/content/a.webp', '/a.webp', 'https://cdn.example/a.png', 'http://cdn.example/a.png'])(
    '%s is allowed',
    (src) => {
      expect(isAllowedImageSrc(src)).toBe(true)
    },
  )

  test.each([
    '',
    ' /uploads/a.webp',
    '//cdn.example/a.png',
    '/\\cdn.example/a.png',
    'uploads/a.png',
    '../a.png',
    'https://',
    'data:image/png;base64,AAAA',
    'blob:https://x.example/1',
    'javascript:alert(1)',
    'mailto:a@b.example',
    'ftp://x.example/a.png',
  ])('%j is refused', (src) => {
    expect(isAllowedImageSrc(src)).toBe(false)
  })

  test('an upload is the site’s own picture; another address is not', () => {
    expect(isUploadedImage('/uploads/content/a.webp')).toBe(true)
    expect(isUploadedImage('https://cdn.example/uploads/a.png')).toBe(false)
    expect(isUploadedImage('/a.webp')).toBe(false)
  })
})
