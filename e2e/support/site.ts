import type { Blog, BlogSummary } from '@clinic/contract/blog'
import type { Catalog } from '@clinic/contract/catalog'
import type { Operation, OperationSummary } from '@clinic/contract/operation'
import type { APIRequestContext, Page } from '@playwright/test'
import { test as base, expect } from './test.ts'

/**
 * The harness's test, with its page-problem check switched on for every spec: any dialog or uncaught page error
 * fails the test, whether or not the spec looks at `pageProblems` itself.
 */
export const test = base.extend<{ failOnPageProblems: undefined }>({
  failOnPageProblems: [
    async ({ pageProblems }, use) => {
      void pageProblems
      await use(undefined)
    },
    { auto: true },
  ],
})
export { expect }

/** The product's origin (global-setup starts it; canonical links and the sitemap use it too). */
export const baseUrl = () => process.env.E2E_BASE_URL ?? ''

/**
 * Demo posts and operations (apps/api/src/seed/demo-content.ts), one per spec that changes a counter, so that specs
 * running in parallel never count each other's views or likes. None is near the top four by views.
 */
export const POSTS = {
  /** Read only: content, SEO, images, accessibility. */
  reading: 'Kireçlenme (Osteoartrit) Nedir? Dizlerinizi Korumak İçin Günlük Öneriler',
  views: 'Çocuklarda Kırıklar: Ebeveynlerin Bilmesi Gerekenler',
  like: 'Osteoporoz ve Kırık Riski: Kemik Sağlığını Korumanın Yolları',
  unlike: 'Kalça Protezi Sonrası Evde Güvenli Yaşam İçin Öneriler',
  likeReload: 'Ayak Bileği Burkulması: İlk Müdahale ve İyileşme Süreci',
  likeCountReload: 'Ön Çapraz Bağ Ameliyatı Sonrası Spora Dönüş Süreci',
  /** Liked by two visitors at once (e2e/site/likes.spec.ts). */
  likeVisitors: 'Donuk Omuz (Adeziv Kapsülit): Belirtiler, Evreler ve Tedavi',
  bookmark: 'Karpal Tünel Sendromu: Ellerde Uyuşma Neden Olur?',
  /** Its summary takes three lines at 1280 px: it must stand whole, not cut at two. */
  clamp: 'Masa Başı Çalışanlar İçin Doğru Oturma ve Duruş Önerileri',
  sidebar: 'Omuz Ağrısı Ne Zaman Ciddiye Alınmalı?',
} as const

export const OPERATIONS = {
  reading: 'Kalça Kırığı Cerrahisi',
  views: 'Ters Total Omuz Protezi',
  bookmark: 'Tetik Parmak Ameliyatı',
} as const

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path)
  expect(res.status(), `GET ${path}`).toBe(200)
  return (await res.json()) as T
}

/** Every item of a public list, page by page (at most 100 a page; items are summaries, without fullContent). */
async function everyPage<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const items: T[] = []
  for (let page = 1; ; page++) {
    const res = await request.get(`${path}?page=${page}&pageSize=100`)
    expect(res.status(), `GET ${path} page ${page}`).toBe(200)
    const batch = (await res.json()) as T[]
    items.push(...batch)
    if (batch.length === 0 || items.length >= Number(res.headers()['x-total-count'])) return items
  }
}

/** The public list's summaries: every one without a query, else the one page the query names. */
export const listPosts = (request: APIRequestContext, query?: string) =>
  query ? json<BlogSummary[]>(request, `/api/blog?${query}`) : everyPage<BlogSummary>(request, '/api/blog')
export const listOperations = (request: APIRequestContext, query?: string) =>
  query
    ? json<OperationSummary[]>(request, `/api/Operation?${query}`)
    : everyPage<OperationSummary>(request, '/api/Operation')
export const listCatalogs = (request: APIRequestContext) => json<Catalog[]>(request, '/api/Catalog')
export const getPost = (request: APIRequestContext, slug: string) =>
  json<Blog>(request, `/api/blog/${encodeURIComponent(slug)}`)
export const getOperation = (request: APIRequestContext, slug: string) =>
  json<Operation>(request, `/api/Operation/${encodeURIComponent(slug)}`)

/** The whole post (its body too) of a title, found in the public list. */
export async function postTitled(request: APIRequestContext, title: string): Promise<Blog> {
  const post = (await listPosts(request)).find((p) => p.title === title)
  expect(post, `the demo post "${title}"`).toBeDefined()
  return getPost(request, post!.slug)
}

/** The whole operation (its body too) of a title, found in the public list. */
export async function operationTitled(request: APIRequestContext, title: string): Promise<Operation> {
  const operation = (await listOperations(request)).find((o) => o.title === title)
  expect(operation, `the demo operation "${title}"`).toBeDefined()
  return getOperation(request, operation!.slug)
}

export const postPath = (post: Pick<Blog, 'slug'>) => `/blog/${encodeURIComponent(post.slug)}`
export const operationPath = (operation: Pick<Operation, 'slug'>) =>
  `/operations/${encodeURIComponent(operation.slug)}`

/** The public page of the read-only demo post and operation (content, SEO, images and accessibility specs). */
export const readingPostPath = async (request: APIRequestContext) =>
  postPath(await postTitled(request, POSTS.reading))
export const readingOperationPath = async (request: APIRequestContext) =>
  operationPath(await operationTitled(request, OPERATIONS.reading))

/** A date as the site prints it: Turkish long format in the practice's time zone ("22 Kasım 2026"). */
export const trLongDate = (iso: string) =>
  new Intl.DateTimeFormat('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso))

/** Turkish alphabetical order, as a Turkish reader expects a list of titles. */
export const turkishOrder = (a: string, b: string) => a.localeCompare(b, 'tr')

/** Every JSON-LD block of the page, parsed. */
export async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? 'null')))
}

/** WCAG relative luminance of a CSS `rgb()`/`rgba()` colour: 0 is black, 1 is white. */
export function luminance(cssColor: string): number {
  const match = cssColor.match(/rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/)
  if (!match) throw new Error(`not an rgb colour: ${cssColor}`)
  const [r, g, b] = match.slice(1, 4).map((v) => {
    const c = Number(v) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Waits for two animation frames: scroll handlers that run in requestAnimationFrame have run by then. */
export const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
