import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from 'vitest'
import { siteLayout } from '../src/runtime/publishing/site-release.ts'
import { file, pngImage } from './fixtures.ts'
import { until } from './helper.ts'
import { multipartBody } from './multipart.ts'
import { useRealSiteBuild } from './real-site-build.ts'

// The real Astro project built by the real worker (decision 0284): the sidebar's most-read thumbnails are processed
// once per build instead of being recorded by every page in Astro's incremental manifest, and every build still
// publishes them, even one that renders no page showing them.
// The worker leaves after every build: a worker that stays keeps astro:assets' list of pictures from its last build.
const t = useRealSiteBuild('shared-images', { workerIdleMs: 0 })

interface Build {
  id: number
  status: string
}
const publishState = async () =>
  (await t.asAdmin('GET', '/api/site/publish')).body as {
    building: boolean
    pending: boolean
    lastBuild: Build | null
  }
/** The next build after `after` (any build when undefined), once publishing is quiet again. */
const nextBuild = (after?: number) =>
  until(
    'a build to end',
    async () => {
      const state = await publishState()
      return !state.building && !state.pending && state.lastBuild && state.lastBuild.id !== after
        ? state.lastBuild
        : undefined
    },
    200_000,
  )

interface ManifestImage {
  transform: { class?: string }
}
type Manifest = {
  routes: Record<string, { paths: Record<string, { staticImages?: ManifestImage[] }> }>
}
const isThumbnail = (image: ManifestImage) => image.transform.class === 'mini-item__image'

/** The thumbnails' addresses (src and every srcset entry) on a served page. */
function thumbnailUrls(html: string): string[] {
  const tags = html.match(/<img [^>]*class="mini-item__image"[^>]*>/g) ?? []
  return tags.flatMap((tag) => {
    const src = /src="([^"]+)"/.exec(tag)?.[1]
    const srcset = /srcset="([^"]+)"/.exec(tag)?.[1] ?? ''
    return [src, ...srcset.split(',').map((entry) => entry.trim().split(' ')[0])].filter(
      (url): url is string => !!url,
    )
  })
}

test('the most-read thumbnails: processed once per build, not recorded per page, published again by a rebuild in a new worker', async () => {
  const upload = await t.asAdmin(
    'POST',
    '/api/uploads/image',
    multipartBody({}, { file: file(await pngImage(), 'diz.png', 'image/png') }),
  )
  expect(upload.statusCode).toBe(201)
  const post = await t.seedPost({ Title: 'Diz Ağrısı ve Egzersiz', ExistingImagePath: upload.body.imagePath })
  let build = await until(
    'the post to be published',
    async () => {
      const state = await publishState()
      if (state.building || state.pending || !state.lastBuild) return undefined
      const page = await t.request({ method: 'GET', url: `/blog/${post.slug}` })
      return page.statusCode === 200 ? state.lastBuild : undefined
    },
    400_000,
  )
  expect(build.status).toBe('ok')

  const page = (await t.request({ method: 'GET', url: `/blog/${post.slug}` })).body as string
  const urls = thumbnailUrls(page)
  expect(urls.length).toBeGreaterThanOrEqual(2)
  for (const url of urls) expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(200)

  // Astro's manifest records each thumbnail's transforms on one page at most (the first rendered in a build), not on
  // every page of the sidebar.
  const manifestFile = path.join(siteLayout(t.app.config.site.root!).cache, 'incremental-build.json')
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest
  const paths = Object.values(manifest.routes).flatMap((route) => Object.values(route.paths))
  const recording = paths.filter((entry) => entry.staticImages?.some(isThumbnail))
  expect(paths.length).toBeGreaterThan(10)
  expect(recording.length).toBeLessThanOrEqual(1)

  // As if the page that recorded them had gone: no page left records them. A build in a new worker with nothing
  // changed must still write them, or the release would drop them (decision 0035 keeps only what a build writes or a
  // route claims): pages with no cacheKey (the about pages, the feeds) process them in every build.
  for (const entry of paths) entry.staticImages = entry.staticImages?.filter((image) => !isThumbnail(image))
  await writeFile(manifestFile, JSON.stringify(manifest))
  expect((await t.asAdmin('POST', '/api/site/publish')).statusCode).toBe(202)
  build = await nextBuild(build.id)
  expect(build.status).toBe('ok')
  const again = (await t.request({ method: 'GET', url: `/blog/${post.slug}` })).body as string
  expect(thumbnailUrls(again)).toEqual(urls)
  for (const url of urls) expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(200)
}, 600_000)
