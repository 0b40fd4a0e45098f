import { siteConfig } from '@clinic/contract/site-config'
import type { FastifyInstance } from 'fastify'
import { demoBlogs, demoCatalogs, demoCategories, demoOperations } from './demo-content.ts'
import { demoBlogForm, demoOperationForm } from './demo-forms.ts'
import { makeDemoImage } from './demo-images.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const IMAGE_VARIANTS = 12

/**
 * Adds `posts` generated blog posts and `ops` operations built from the demo texts (for benchmarks): unique titles,
 * spread publish dates and view counts, a dozen shared images so the uploads folder stays small.
 */
export async function generateContent(app: FastifyInstance, counts: { posts: number; ops: number }) {
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
  }
}
