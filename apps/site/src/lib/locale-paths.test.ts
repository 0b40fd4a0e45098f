import { describe, expect, test } from 'vitest'
import {
  alternateLinks,
  itemAlternates,
  localePath,
  localizeHref,
  localizeLinks,
  pathAlternates,
  splitLocalePath,
  switcherLinks,
} from './locale-paths.ts'

describe('locale paths', () => {
  test('Turkish keeps today’s URLs; the others live under /{locale}', () => {
    expect(localePath('tr', '/blog/x')).toBe('/blog/x')
    expect(localePath('en', '/blog/x')).toBe('/en/blog/x')
    expect(localePath('ka', '/')).toBe('/ka')
    expect(splitLocalePath('/ru/operations/x')).toEqual({ locale: 'ru', path: '/operations/x' })
    expect(splitLocalePath('/ru')).toEqual({ locale: 'ru', path: '/' })
    expect(splitLocalePath('/blog/en')).toEqual({ locale: 'tr', path: '/blog/en' })
  })

  test('a localized page’s links stay in its language; other links are left alone', () => {
    expect(localizeHref('en', '/randevu')).toBe('/en/randevu')
    expect(localizeHref('en', '/')).toBe('/en')
    expect(localizeHref('en', '/#faq')).toBe('/en#faq')
    expect(localizeHref('ka', '/blog/2')).toBe('/ka/blog/2')
    expect(localizeHref('ka', '/rss.xml')).toBe('/ka/rss.xml')
    expect(localizeHref('ka', '/ka/blog')).toBe('/ka/blog')
    expect(localizeHref('ka', '/en/blog')).toBe('/en/blog')
    expect(localizeHref('ru', '/login?redirect=%2Fprofile')).toBe('/ru/login?redirect=%2Fprofile')
    expect(localizeHref('ka', '/forgot-password')).toBe('/ka/forgot-password')
    for (const href of [
      '/admin/blogs',
      '/api/x',
      '/_astro/a.js',
      '#top',
      'mailto:a@b.c',
      '//x.y/blog',
      'https://x.y/blog',
    ])
      expect(localizeHref('ru', href)).toBe(href)
    expect(localizeHref('tr', '/randevu')).toBe('/randevu')
  })

  test('links in a built page, rich text included, are rewritten; the switcher’s hreflang links are not', () => {
    const html =
      '<p><a href="/randevu">Book</a> <a class="x" href=\'/blog/knee\'>k</a> <a hreflang="tr" lang="tr" href="/">Türkçe</a>' +
      '<a href="https://x.y/">x</a><form action="/blog" role="search"></form><link rel="canonical" href="/blog"></p>'
    expect(localizeLinks(html, 'en')).toBe(
      '<p><a href="/en/randevu">Book</a> <a class="x" href=\'/en/blog/knee\'>k</a> <a hreflang="tr" lang="tr" href="/">Türkçe</a>' +
        '<a href="https://x.y/">x</a><form action="/en/blog" role="search"></form><link rel="canonical" href="/blog"></p>',
    )
    expect(localizeLinks(html, 'tr')).toBe(html)
  })

  test('alternates: an item’s slug per published language the site builds; x-default is Turkish', () => {
    const pages = itemAlternates('/blog', { tr: 'diz-agrisi', en: 'knee-pain', ru: 'bol-v-kolene' }, [
      'tr',
      'en',
      'ka',
    ])
    expect(pages).toEqual({ tr: '/blog/diz-agrisi', en: '/en/blog/knee-pain' })
    expect(alternateLinks('https://k.example', pages)).toEqual([
      { hreflang: 'tr', href: 'https://k.example/blog/diz-agrisi' },
      { hreflang: 'en', href: 'https://k.example/en/blog/knee-pain' },
      { hreflang: 'x-default', href: 'https://k.example/blog/diz-agrisi' },
    ])
    expect(alternateLinks('https://k.example', { ka: '/ka/tag/mukhli' }).at(-1)).toEqual({
      hreflang: 'x-default',
      href: 'https://k.example/',
    })
  })

  test('a static page and an account page exist in every language; the 404 page only in its own', () => {
    expect(pathAlternates('/en/iletisim', ['tr', 'en', 'ru'])).toEqual({
      tr: '/iletisim',
      en: '/en/iletisim',
      ru: '/ru/iletisim',
    })
    expect(pathAlternates('/', ['tr', 'ka'])).toEqual({ tr: '/', ka: '/ka' })
    expect(pathAlternates('/en/login', ['tr', 'en'])).toEqual({ tr: '/login', en: '/en/login' })
    expect(pathAlternates('/ru/404', ['tr', 'ru'])).toEqual({ ru: '/ru/404' })
  })

  test('the switcher goes to the same page, or to the language’s home when the page has none', () => {
    expect(switcherLinks('en', { tr: '/blog/a', en: '/en/blog/b' }, ['tr', 'en', 'ru'])).toEqual([
      { locale: 'tr', href: '/blog/a', current: false },
      { locale: 'en', href: '/en/blog/b', current: true },
      { locale: 'ru', href: '/ru', current: false },
    ])
  })
})
