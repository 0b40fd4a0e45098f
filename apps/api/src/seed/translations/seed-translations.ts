import { TRANSLATION_LOCALES } from '@clinic/contract/locale'
import type { FastifyInstance } from 'fastify'
import type { DemoTranslations } from './demo-translations.ts'

/** The demo items as the seeder made them: catalogs and categories by key, operations and posts by Turkish title. */
export interface DemoIds {
  catalogs: Map<string, number>
  categories: Map<string, number>
  operations: Map<string, number>
  blogs: Map<string, number>
}

/** The id of a demo item a translation names; a name that matches nothing is a mistake in the data, said loudly. */
function idOf(ids: Map<string, number>, key: string, what: string, locale: string): number {
  const id = ids.get(key)
  if (id === undefined) throw new Error(`Örnek çeviri (${locale}): "${key}" adlı ${what} yok.`)
  return id
}

/**
 * Saves one language's demo translations through the services, as the admin's forms would (slugs checked, rich text
 * sanitised, search text folded). A language the site does not publish (SITE_LOCALES) is skipped.
 */
export async function seedTranslations(
  app: FastifyInstance,
  ids: DemoIds,
  demo: DemoTranslations,
): Promise<number> {
  const { locale } = demo
  if (!app.config.siteLocales.includes(locale)) return 0
  let saved = 0
  for (const [key, name] of Object.entries(demo.catalogs)) {
    await app.catalogs.translations.save(idOf(ids.catalogs, key, 'katalog', locale), locale, { name })
    saved++
  }
  for (const [key, name] of Object.entries(demo.categories)) {
    await app.categories.translations.save(idOf(ids.categories, key, 'kategori', locale), locale, { name })
    saved++
  }
  for (const [title, text] of Object.entries(demo.operations)) {
    await app.operations.translations.save(idOf(ids.operations, title, 'operasyon', locale), locale, text)
    saved++
  }
  for (const [title, { tags, ...text }] of Object.entries(demo.blogs)) {
    await app.blogs.translations.save(idOf(ids.blogs, title, 'blog yazısı', locale), locale, {
      ...text,
      tags: tags.join(', '),
    })
    saved++
  }
  return saved
}

/**
 * The demo translations that exist (`./en.ts` exporting `demoTranslationsEn`, and so on): a language whose file is
 * not written yet is skipped, any other failure to load one is an error.
 */
export async function loadDemoTranslations(): Promise<DemoTranslations[]> {
  const found: DemoTranslations[] = []
  for (const locale of TRANSLATION_LOCALES) {
    let module: Record<string, unknown>
    try {
      module = await import(`./${locale}.ts`)
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') continue
      throw error
    }
    const name = `demoTranslations${locale[0]!.toUpperCase()}${locale.slice(1)}`
    const demo = module[name] as DemoTranslations | undefined
    if (!demo) throw new Error(`translations/${locale}.ts: ${name} dışa aktarılmıyor.`)
    found.push(demo)
  }
  return found
}
