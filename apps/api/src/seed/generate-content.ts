import { siteConfig } from '@clinic/contract/site-config'
import type { FastifyInstance } from 'fastify'
import { demoBlogs, demoCatalogs, demoCategories, demoOperations } from './demo-content.ts'
import { demoBlogForm, demoOperationForm } from './demo-forms.ts'
import { makeDemoImage } from './demo-images.ts'
import { demoTranslations } from './translations/seed-translations.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const IMAGE_VARIANTS = 12

/**
 * Adds `posts` generated blog posts and `ops` operations built from the demo texts (for benchmarks): unique titles,
 * spread publish dates and view counts, a dozen shared images so the uploads folder stays small. With
 * `translations`, every generated item (and the groups) is also translated into each language of SITE_LOCALES from
 * its source's demo translation, numbered like the Turkish title: the site then has four times the pages.
 */
export async function generateContent(
  app: FastifyInstance,
  counts: { posts: number; ops: number; translations?: boolean },
) {
  const { images } = app
  const { blogs: blogRepo, operations: operationRepo } = app
  const now = Date.now()

  const imagePaths = { blog: [] as string[], operations: [] as string[] }
  for (let i = 0; i < IMAGE_VARIANTS; i++) {
    const image = await makeDemoImage((i * 360) / IMAGE_VARIANTS)
    imagePaths.blog.push(await images.saveGenerated(image, 'blog'))
    imagePaths.operations.push(await images.saveGenerated(image, 'operations'))
  }

  const ensure = async (
    service: { findOrCreate(name: string): Promise<{ id: number }> },
    names: string[],
  ) => {
    const ids: number[] = []
    for (const name of names) ids.push((await service.findOrCreate(name)).id)
    return ids
  }
  const catalogIds = await ensure(
    app.catalogs,
    demoCatalogs.map((c) => c.name),
  )
  const categoryIds = await ensure(
    app.categories,
    demoCategories.map((c) => c.name),
  )
  const offset = (await blogRepo.total()) + (await operationRepo.total())
  const languages = counts.translations
    ? demoTranslations.filter((demo) => app.config.siteLocales.includes(demo.locale))
    : []
  for (const demo of languages) {
    for (const [index, catalog] of demoCatalogs.entries()) {
      const name = demo.catalogs[catalog.key]
      if (name) await app.catalogs.translations.save(catalogIds[index]!, demo.locale, { name })
    }
    for (const [index, category] of demoCategories.entries()) {
      const name = demo.categories[category.key]
      if (name) await app.categories.translations.save(categoryIds[index]!, demo.locale, { name })
    }
  }

  for (let i = 0; i < counts.posts; i++) {
    const source = demoBlogs[i % demoBlogs.length]!
    const saved = await blogRepo.save(
      demoBlogForm(source, categoryIds[i % categoryIds.length], {
        title: `${source.title} (${offset + i + 1})`,
        publishedDate: new Date(now - ((i * 7) % 1500) * DAY_MS - i * 1000),
        imagePath: imagePaths.blog[i % IMAGE_VARIANTS]!,
      }),
    )
    await blogRepo.setCounters(saved.id, { viewCount: (i * 37) % 5000, likes: i % 90 })
    for (const demo of languages) {
      const text = demo.blogs[source.title]
      if (!text) continue
      const { tags, ...texts } = text
      await blogRepo.translations.save(saved.id, demo.locale, {
        ...texts,
        title: `${text.title} (${offset + i + 1})`,
        slug: `${text.slug}-${offset + i + 1}`,
        tags: tags.join(', '),
      })
    }
  }
  for (let i = 0; i < counts.ops; i++) {
    const source = demoOperations[i % demoOperations.length]!
    const saved = await operationRepo.save(
      demoOperationForm(source, catalogIds[i % catalogIds.length], {
        title: `${source.title} (${offset + counts.posts + i + 1})`,
        publishedDate: new Date(now - ((i * 11) % 1500) * DAY_MS - i * 1000),
        imagePath: imagePaths.operations[i % IMAGE_VARIANTS]!,
      }),
      { name: siteConfig.doctor.fullName, profileImagePath: null },
    )
    await operationRepo.setCounters(saved.id, { viewCount: (i * 53) % 4000 })
    for (const demo of languages) {
      const text = demo.operations[source.title]
      if (!text) continue
      const number = offset + counts.posts + i + 1
      await operationRepo.translations.save(saved.id, demo.locale, {
        ...text,
        title: `${text.title} (${number})`,
        slug: `${text.slug}-${number}`,
      })
    }
  }
}
