import { describe, expect, test } from 'vitest'
import {
  blogPosting,
  breadcrumbList,
  faqPage,
  localizeJsonLd,
  medicalBusiness,
  serializeJsonLd,
  trail,
} from './json-ld.ts'

const SITE = 'https://klinik.example'

describe('serializeJsonLd', () => {
  test('a title that closes the script element stays inside the JSON', () => {
    const title = '</script><script>alert(1)</script> & <!-- \u2028'
    const text = serializeJsonLd({ headline: title })
    expect(text).not.toMatch(/<|>|&|\u2028/)
    expect(JSON.parse(text).headline).toBe(title)
  })
})

describe('structured data', () => {
  test('the practice is open Monday to Friday 09:00-17:00 in both its locations', () => {
    const business = medicalBusiness(SITE) as {
      openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[]
      location: { address: { addressCountry: string } }[]
    }
    expect(business.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      }),
    ])
    expect(business.location.map((l) => l.address.addressCountry)).toEqual(['TR', 'GE'])
  })

  test('the FAQ has the three questions: specialty, regions, booking', () => {
    const faq = faqPage() as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }
    expect(faq.mainEntity).toHaveLength(3)
    expect(faq.mainEntity[2]?.acceptedAnswer.text).toContain('/randevu')
  })

  test('a post names its tags as keywords and links to its own page', () => {
    const post = blogPosting(SITE, {
      path: '/blog/diz-agrisi',
      title: 'Diz Ağrısı',
      description: 'Özet',
      image: '/uploads/blog/a.webp',
      authorName: 'Dr. A',
      publishedDate: '2026-11-01T00:00:00.000Z',
      tags: ['Diz', 'Ağrı'],
    })
    expect(post).toMatchObject({
      mainEntityOfPage: `${SITE}/blog/diz-agrisi`,
      image: `${SITE}/uploads/blog/a.webp`,
      keywords: 'Diz, Ağrı',
    })
  })
})

describe('JSON-LD per language', () => {
  const site = 'https://k.example'
  test('inLanguage and the site’s own addresses follow the page’s language; ids and other sites do not', () => {
    const crumbs = breadcrumbList(site, trail('Home', { name: 'Blog', path: '/blog' }))
    const localized = localizeJsonLd(
      { ...crumbs, inLanguage: 'tr-TR', '@id': `${site}/#clinic`, sameAs: ['https://x.example/blog'] },
      'ka',
      site,
    )
    expect(localized).toMatchObject({
      inLanguage: 'ka-GE',
      '@id': `${site}/#clinic`,
      sameAs: ['https://x.example/blog'],
      itemListElement: [{ item: `${site}/ka` }, { item: `${site}/ka/blog` }],
    })
    expect(localizeJsonLd(crumbs, 'tr', site)).toBe(crumbs)
  })
})
