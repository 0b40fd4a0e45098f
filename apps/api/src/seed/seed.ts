import { siteConfig } from '@clinic/contract/site-config'
import type { FastifyInstance } from 'fastify'
import { hashPassword } from '../lib/passwords.ts'
import { demoBlogs, demoCatalogs, demoCategories, demoOperations } from './demo-content.ts'
import { demoBlogForm, demoOperationForm } from './demo-forms.ts'
import { demoImage, demoPortrait } from './demo-images.ts'
import { type DemoIds, loadDemoTranslations, seedTranslations } from './translations/seed-translations.ts'

export const DEFAULT_ADMIN_PASSWORD = 'Klinik-Admin-2026'
const DAY_MS = 24 * 60 * 60 * 1000

/** The admin account from ADMIN_EMAIL / ADMIN_PASSWORD, when there is no user at all. */
export async function seedAdmin(app: FastifyInstance): Promise<boolean> {
  const created = await app.users.createFirstAdmin({
    email: app.config.adminEmail,
    passwordHash: await hashPassword(app.config.adminPassword),
    firstName: 'Klinik',
    lastName: 'Yöneticisi',
  })
  if (!created) return false
  const password =
    app.config.adminPassword === DEFAULT_ADMIN_PASSWORD
      ? `${DEFAULT_ADMIN_PASSWORD} (varsayılan; ADMIN_PASSWORD ile değiştirin)`
      : '(ADMIN_PASSWORD)'
  app.log.info(`Yönetici hesabı oluşturuldu: ${app.config.adminEmail} / ${password}`)
  return true
}

/** The Turkish demo practice: catalogs, operations, categories and posts with images and differing view counts. */
export async function seedDemoContent(app: FastifyInstance): Promise<void> {
  const { images } = app
  const { blogs: blogRepo, operations: operationRepo } = app
  const now = Date.now()
  const author = {
    name: siteConfig.doctor.fullName,
    profileImagePath: await images.saveGenerated(await demoPortrait(), 'profiles'),
  }

  const ids: DemoIds = { catalogs: new Map(), categories: new Map(), operations: new Map(), blogs: new Map() }
  const catalogIds = ids.catalogs
  for (const catalog of demoCatalogs) {
    catalogIds.set(catalog.key, (await app.catalogs.create(catalog.name)).id)
  }
  // No generated picture: the site shows each operation with its catalog's drawing (packages/ui/src/lib/illustrations.ts).
  for (const op of demoOperations) {
    const saved = await operationRepo.save(
      demoOperationForm(op, catalogIds.get(op.catalogKey), {
        publishedDate: new Date(now - op.daysAgo * DAY_MS),
      }),
      author,
    )
    await operationRepo.setCounters(saved.id, { viewCount: op.viewCount })
    ids.operations.set(op.title, saved.id)
  }

  const categoryIds = ids.categories
  for (const category of demoCategories) {
    categoryIds.set(category.key, (await app.categories.create(category.name)).id)
  }
  for (const post of demoBlogs) {
    const saved = await blogRepo.save(
      demoBlogForm(post, categoryIds.get(post.categoryKey), {
        publishedDate: new Date(now - post.daysAgo * DAY_MS),
        imagePath: await images.saveGenerated(await demoImage(post.imageHue), 'blog'),
      }),
    )
    await blogRepo.setCounters(saved.id, { viewCount: post.viewCount, likes: post.likes })
    ids.blogs.set(post.title, saved.id)
  }
  // The other languages' demo texts (issue 23), where they are written.
  for (const demo of await loadDemoTranslations()) await seedTranslations(app, ids, demo)
  app.log.info(
    `Örnek içerik eklendi: ${demoCatalogs.length} katalog, ${demoOperations.length} operasyon, ${demoCategories.length} kategori, ${demoBlogs.length} blog yazısı`,
  )
}

/** First start: the admin, then (unless SEED_DEMO_CONTENT=false) the demo content when there is no content yet. */
export async function seedIfEmpty(app: FastifyInstance): Promise<void> {
  await seedAdmin(app)
  if (!app.config.seedDemoContent) return
  if ((await app.blogs.isEmpty()) && (await app.operations.isEmpty())) await seedDemoContent(app)
}
