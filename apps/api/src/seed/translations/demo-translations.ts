import type { TranslationLocale } from '@clinic/contract/locale'

/**
 * The demo content in the site's other languages (issue 23), keyed by the Turkish item it translates: catalogs and
 * categories by their `key`, operations and posts by their Turkish `title` in `demo-content.ts`. Slugs are Latin
 * (Cyrillic and Georgian transliterated), unique within their language. fullContent keeps the Turkish text's HTML
 * structure and allowed tags; links stay as they are (`/randevu` is localized by the site).
 */
export interface DemoTextTranslation {
  title: string
  slug: string
  shortDescription: string
  fullContent: string
  seoKeywords: string
  seoDescription: string
}

export interface DemoBlogTranslation extends DemoTextTranslation {
  tags: string[]
}

export interface DemoTranslations {
  locale: TranslationLocale
  /** Catalog key → name. */
  catalogs: Record<string, string>
  /** Category key → name. */
  categories: Record<string, string>
  /** Turkish operation title → its translation. */
  operations: Record<string, DemoTextTranslation>
  /** Turkish post title → its translation. */
  blogs: Record<string, DemoBlogTranslation>
}
