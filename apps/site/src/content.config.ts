import { defineCollection } from 'astro:content'
import { Blog } from '@clinic/contract/blog'
import { Catalog } from '@clinic/contract/catalog'
import { Category } from '@clinic/contract/category'
import type { TranslationLocale } from '@clinic/contract/locale'
import { Operation } from '@clinic/contract/operation'
import { apiLoader } from './lib/api-loader.ts'

// Every collection mirrors one public API resource in one language, synced incrementally (see lib/api-loader.ts).
// Turkish keeps its collections' names; each other language has its own four (decision 0274), so an entry's id stays
// the item's id, each language keeps its own cursor and digests, and a translation edited re-renders only its pages.
const translated = (locale: TranslationLocale) => ({
  blog: defineCollection({ loader: apiLoader('blogs', locale), schema: Blog }),
  operations: defineCollection({ loader: apiLoader('operations', locale), schema: Operation }),
  catalogs: defineCollection({ loader: apiLoader('catalogs', locale), schema: Catalog }),
  categories: defineCollection({ loader: apiLoader('categories', locale), schema: Category }),
})
const en = translated('en')
const ka = translated('ka')
const ru = translated('ru')

export const collections = {
  blog: defineCollection({ loader: apiLoader('blogs', 'tr'), schema: Blog }),
  operations: defineCollection({ loader: apiLoader('operations', 'tr'), schema: Operation }),
  catalogs: defineCollection({ loader: apiLoader('catalogs', 'tr'), schema: Catalog }),
  categories: defineCollection({ loader: apiLoader('categories', 'tr'), schema: Category }),
  blog_en: en.blog,
  operations_en: en.operations,
  catalogs_en: en.catalogs,
  categories_en: en.categories,
  blog_ka: ka.blog,
  operations_ka: ka.operations,
  catalogs_ka: ka.catalogs,
  categories_ka: ka.categories,
  blog_ru: ru.blog,
  operations_ru: ru.operations,
  catalogs_ru: ru.catalogs,
  categories_ru: ru.categories,
}
