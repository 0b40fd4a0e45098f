import { expect, test } from 'vitest'
import { seedDemoContent } from '../src/seed/seed.ts'
import type { DemoTranslations } from '../src/seed/translations/demo-translations.ts'
import { loadDemoTranslations, seedTranslations } from '../src/seed/translations/seed-translations.ts'
import { useTestApp } from './helper.ts'

const t = useTestApp()

/** A tiny language's worth of demo translations, in the shape of `translations/{en,ka,ru}.ts`. */
const fixture: DemoTranslations = {
  locale: 'ru',
  catalogs: { diz: 'Колено' },
  categories: { spor: 'Спорт' },
  operations: {
    'Diz Protezi': {
      title: 'Эндопротезирование колена',
      slug: 'endoprotezirovanie-kolena',
      shortDescription: 'Кратко',
      fullContent: '<p>Текст</p>',
      seoKeywords: 'колено',
      seoDescription: 'Описание',
    },
  },
  blogs: {
    'Diz Ağrısı': {
      title: 'Боль в колене',
      slug: 'bol-v-kolene',
      shortDescription: 'Кратко',
      fullContent: '<p>Текст</p>',
      seoKeywords: 'колено',
      seoDescription: 'Описание',
      tags: ['Колено', 'Боль'],
    },
  },
}

test('the demo translations are saved through the services and read in their language', async () => {
  const catalog = await t.seedGroup('Catalog', 'Diz')
  const category = await t.seedGroup('Category', 'Spor')
  const operation = await t.seedOperation({ Title: 'Diz Protezi', CatalogId: catalog.id })
  const post = await t.seedPost({ Title: 'Diz Ağrısı', CategoryId: category.id })
  const ids = {
    catalogs: new Map([['diz', catalog.id]]),
    categories: new Map([['spor', category.id]]),
    operations: new Map([['Diz Protezi', operation.id]]),
    blogs: new Map([['Diz Ağrısı', post.id]]),
  }
  expect(await seedTranslations(t.app, ids, fixture)).toBe(4)
  const posts = (await t.request({ method: 'GET', url: '/api/blog?locale=ru' })).body
  expect(posts).toMatchObject([
    { slug: 'bol-v-kolene', title: 'Боль в колене', tags: ['Колено', 'Боль'], categoryName: 'Спорт' },
  ])
  const ops = (await t.request({ method: 'GET', url: '/api/Operation?locale=ru' })).body
  expect(ops).toMatchObject([{ slug: 'endoprotezirovanie-kolena', catalogName: 'Колено' }])

  // A name that matches no demo item is a mistake in the data.
  await expect(
    seedTranslations(t.app, ids, { ...fixture, catalogs: { yok: 'Нет' }, categories: {} }),
  ).rejects.toThrow(/yok/)
})

test('the demo content is seeded in every language whose demo file is written', async () => {
  const found = await loadDemoTranslations()
  for (const demo of found) expect(['en', 'ka', 'ru']).toContain(demo.locale)
  await seedDemoContent(t.app)
  for (const demo of found) {
    const posts = await t.request({ method: 'GET', url: `/api/blog?locale=${demo.locale}&pageSize=50` })
    expect(posts.body, demo.locale).toHaveLength(Object.keys(demo.blogs).length)
    const ops = await t.request({ method: 'GET', url: `/api/Operation?locale=${demo.locale}&pageSize=50` })
    expect(ops.body, demo.locale).toHaveLength(Object.keys(demo.operations).length)
    const categories = await t.request({ method: 'GET', url: `/api/Category?locale=${demo.locale}` })
    expect(categories.body, demo.locale).toHaveLength(Object.keys(demo.categories).length)
  }
})
