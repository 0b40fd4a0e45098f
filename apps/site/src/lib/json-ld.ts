import { DEFAULT_LOCALE, type Locale } from '@clinic/contract/locale'
import { mapLink, type SiteConfig } from '@clinic/contract/site-config'
import { DATE_LOCALES } from '@clinic/ui/lib/i18n/dates'
import { localizeHref } from './locale-paths.ts'
import { siteConfig } from './site-config.ts'

export type JsonLd = Record<string, unknown>

/**
 * JSON for a `<script type="application/ld+json">`: every character that could end the script element or start
 * markup is written as a \u escape, so a title like `</script><script>…` stays data.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * A page's JSON-LD in its language (issue 23): `inLanguage` is the page's (`en-GB`), and every address of one of the
 * site's pages is that language's (breadcrumbs, the physician's /about). `@id`s stay as they are: the clinic and
 * the physician are one entity in every language.
 */
export function localizeJsonLd(data: JsonLd, locale: Locale, siteUrl: string): JsonLd {
  if (locale === DEFAULT_LOCALE) return data
  const origin = `${siteUrl}/`
  const visit = (value: unknown, key: string): unknown => {
    if (key === '@id') return value
    if (key === 'inLanguage') return DATE_LOCALES[locale]
    if (typeof value === 'string')
      return value.startsWith(origin)
        ? `${siteUrl}${localizeHref(locale, value.slice(siteUrl.length))}`
        : value
    if (Array.isArray(value)) return value.map((item) => visit(item, ''))
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v, k)]))
    return value
  }
  return visit(data, '') as JsonLd
}

const absolute = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).toString()

export const physicianId = (siteUrl: string) => `${siteUrl}/#physician`
export const businessId = (siteUrl: string) => `${siteUrl}/#clinic`

/** The site in a language: `config` is the page's facts (`pageSiteConfig`), Turkish by default. */
export function webSite(siteUrl: string, config: SiteConfig = siteConfig): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    url: `${siteUrl}/`,
    name: config.siteName,
    inLanguage: 'tr-TR',
    publisher: { '@id': businessId(siteUrl) },
  }
}

/** The practice in the page's language: the physician and both locations, open Monday to Friday 09:00-17:00. */
export function medicalBusiness(siteUrl: string, config: SiteConfig = siteConfig): JsonLd {
  const hours = {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: [...config.openingHours.schemaDays],
    opens: config.openingHours.opens,
    closes: config.openingHours.closes,
  }
  const physician = {
    '@type': 'Physician',
    '@id': physicianId(siteUrl),
    name: config.doctor.fullName,
    medicalSpecialty: 'Orthopedic',
    description: config.doctor.bio,
    image: absolute(siteUrl, config.doctor.photo),
    url: `${siteUrl}/about`,
    sameAs: Object.values(config.social),
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalBusiness',
    '@id': businessId(siteUrl),
    name: config.siteName,
    url: `${siteUrl}/`,
    image: absolute(siteUrl, config.doctor.photo),
    telephone: config.contact.phones[0]?.tel,
    email: config.contact.email,
    medicalSpecialty: 'Orthopedic',
    founder: physician,
    employee: physician,
    openingHoursSpecification: [hours],
    location: config.addresses.map((a, i) => ({
      '@type': 'MedicalClinic',
      name: a.name,
      telephone: config.contact.phones[i === 0 ? 0 : 2]?.tel,
      address: {
        '@type': 'PostalAddress',
        streetAddress: a.street,
        addressLocality: a.district,
        addressRegion: a.city,
        postalCode: a.postalCode,
        addressCountry: a.countryCode,
      },
      hasMap: mapLink(a),
      geo: { '@type': 'GeoCoordinates', latitude: a.geo.lat, longitude: a.geo.lng },
      openingHoursSpecification: [hours],
    })),
    areaServed: [...config.areaServed],
  }
}

/** The home page's three questions: specialty, regions served, how to book. */
export function faqPage(config: SiteConfig = siteConfig): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: config.faq.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  }
}

export interface Crumb {
  name: string
  path: string
}

/** A page's breadcrumb trail: the home page (named in the page's language), then the steps, the page itself last. */
export const trail = (home: string, ...steps: Crumb[]): Crumb[] => [{ name: home, path: '/' }, ...steps]

export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absolute(siteUrl, c.path),
    })),
  }
}

export interface ArticleFacts {
  path: string
  title: string
  description: string
  image: string
  authorName: string
  publishedDate: string
  /** The last content change (issue 21): dateModified. */
  modifiedDate?: string | undefined
  keywords?: string | undefined
  section?: string | undefined
}

export function blogPosting(siteUrl: string, a: ArticleFacts & { tags: readonly string[] }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    mainEntityOfPage: absolute(siteUrl, a.path),
    headline: a.title,
    description: a.description,
    image: absolute(siteUrl, a.image),
    datePublished: a.publishedDate,
    ...(a.modifiedDate ? { dateModified: a.modifiedDate } : {}),
    author: { '@type': 'Person', name: a.authorName },
    publisher: { '@id': businessId(siteUrl) },
    inLanguage: 'tr-TR',
    ...(a.section ? { articleSection: a.section } : {}),
    ...(a.tags.length ? { keywords: a.tags.join(', ') } : a.keywords ? { keywords: a.keywords } : {}),
  }
}

export function medicalProcedure(siteUrl: string, a: ArticleFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalProcedure',
    '@id': `${absolute(siteUrl, a.path)}#procedure`,
    url: absolute(siteUrl, a.path),
    name: a.title,
    description: a.description,
    image: absolute(siteUrl, a.image),
    relevantSpecialty: 'Orthopedic',
    mainEntityOfPage: {
      '@type': 'MedicalWebPage',
      url: absolute(siteUrl, a.path),
      datePublished: a.publishedDate,
      ...(a.modifiedDate ? { dateModified: a.modifiedDate } : {}),
      author: { '@type': 'Person', name: a.authorName },
      reviewedBy: { '@id': physicianId(siteUrl) },
      inLanguage: 'tr-TR',
    },
  }
}
