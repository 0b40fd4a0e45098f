import { mkdtempSync } from 'node:fs'
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PREVIEW_DATES, PREVIEW_MARKERS } from '@clinic/contract/preview'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeEach } from 'vitest'
import { buildApp } from '../src/app.ts'
import { openDatabase } from '../src/db/client.ts'
import { type TestApp, useTestApp } from './helper.ts'
import { releaseOnlySite } from './release-only-site.ts'

/**
 * The drafts', schedules' and preview links' suites' set-up: the served site with preview templates, the draft calls
 * as the admin's form makes them, the times a schedule is set for and swept at, and the apps beside the test's own (a
 * restart, two replicas) on its database.
 */

/** A schedule a minute ahead: not due yet. */
export const inAMinute = () => new Date(Date.now() + 60_000).toISOString()

/** The sweep's "now" two minutes ahead: a schedule set `inAMinute` is due by then. */
export const later = () => new Date(Date.now() + 120_000)

const M = PREVIEW_MARKERS
const template = (lang: string, banner: string, missingAuthor: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${M.title} | Dr. Test</title>` +
  `<meta name="description" content="${M.description}"><link rel="canonical" href="https://site.example/onizleme-sablonu/blog">` +
  `<meta name="robots" content="noindex"><meta property="og:url" content="https://site.example/onizleme-sablonu/blog">` +
  `<meta name="keywords" content="${M.keywords}"><meta property="article:published_time" content="${PREVIEW_DATES.published}">` +
  `<script type="application/ld+json">{"headline":"${M.title}"}</script></head><body><header>Başlık</header>` +
  `<div class="preview-banner" data-preview-banner data-missing-title="" data-missing-author="${missingAuthor}" data-missing-section="Kategori"><strong>${banner}</strong></div>` +
  `<article><img src="/_astro/default.webp" class="article__image" alt=""><h1 class="article__title">${M.title}</h1>` +
  `<div class="meta"><span>${M.author}</span><time datetime="${PREVIEW_DATES.published}">3 Şubat 2001</time><span class="chip">${M.section}</span></div>` +
  `<p class="lead article__lead">${M.lead}</p><div class="prose">${M.body}</div>` +
  `<p>Son güncelleme: <time datetime="${PREVIEW_DATES.updated}">4 Mart 2002</time></p>` +
  `<ul class="tag-list" aria-label="Etiketler" data-preview-tags>${M.tags}</ul></article><footer>Alt bilgi</footer></body></html>`

/**
 * A test app serving the site without running Astro: a release written before each test stands in for a build, its
 * preview templates shaped as apps/site/src/views/PreviewTemplateView.astro renders them (the e2e spec opens the real
 * one). `open` requests a preview link's URL from the app, as a visitor's browser would.
 */
export function usePreviewSiteApp() {
  const siteRoot = mkdtempSync(path.join(os.tmpdir(), 'clinic-preview-test-'))
  const t = useTestApp({
    site: releaseOnlySite(siteRoot),
  })
  afterAll(() => rm(siteRoot, { recursive: true, force: true }))

  beforeEach(async () => {
    const release = path.join(siteRoot, 'releases', 'r1')
    for (const [prefix, lang, banner, author] of [
      ['', 'tr', 'Önizleme — bu sayfa henüz yayında değil', 'Yazar'],
      ['en', 'en', 'Preview — this page is not published yet', 'Author'],
    ]) {
      for (const kind of ['blog', 'operation']) {
        const dir = path.join(release, prefix!, 'onizleme-sablonu', kind)
        await mkdir(dir, { recursive: true })
        await writeFile(path.join(dir, 'index.html'), template(lang!, banner!, author!))
      }
    }
    await writeFile(path.join(release, 'index.html'), '<!doctype html><title>Ana Sayfa</title>')
    await writeFile(path.join(release, '404.html'), '<!doctype html><title>Sayfa bulunamadı</title>')
    await rm(path.join(siteRoot, 'current'), { force: true })
    await symlink(path.join('releases', 'r1'), path.join(siteRoot, 'current'))
  })

  const open = (url: string) => t.request({ method: 'GET', url: new URL(url).pathname })
  return { t, open }
}

type Resource = 'blog' | 'Operation'

/** The draft calls as the admin's form makes them, as the admin. */
export function draftCalls(t: TestApp) {
  return {
    /** Autosave of a live item's draft in a language: `body` is `{ fields, version?, publishAt? }`. */
    putDraft: (resource: Resource, id: number, body: object, locale = 'tr') =>
      t.asAdmin('PUT', `/api/${resource}/${id}/draft?locale=${locale}`, { payload: body }),
    /** "Yayınla" on a live item's draft. */
    publishDraft: (resource: Resource, id: number, locale = 'tr') =>
      t.asAdmin('POST', `/api/${resource}/${id}/draft/publish?locale=${locale}`),
    /** A new item's first autosave: its draft, created with these fields. */
    createDraft: (resource: Resource, fields: Record<string, string>) =>
      t.asAdmin('POST', `/api/${resource}/drafts`, { payload: { fields } }),
  }
}

/**
 * The server restarted: a new app on the test's database (a pool of its own on PostgreSQL, the same PGlite otherwise)
 * sweeping every minute, so only its first sweep (once ready) can act during `run`. Closed after `run`.
 */
export async function withRestartedApp(t: TestApp, run: () => Promise<void>): Promise<void> {
  const handle =
    t.kind === 'postgres' && t.app.dbUrl
      ? await openDatabase({ url: t.app.dbUrl })
      : { db: t.app.db, kind: t.kind, url: t.app.dbUrl, close: async () => {} }
  const restarted = await buildApp(
    { ...t.config, scheduleSweepMs: 60_000 },
    { database: handle, logger: false },
  )
  try {
    // The sweep runs once the server is ready, then every SCHEDULE_SWEEP_S.
    await restarted.ready()
    await run()
  } finally {
    await restarted.close()
    await handle.close()
  }
}

/** Two replicas on the test's PostgreSQL database, each with its own pool, ready for `run`; closed after it. */
export async function withTwoReplicas(
  t: TestApp,
  run: (replicas: [FastifyInstance, FastifyInstance]) => Promise<void>,
): Promise<void> {
  const handles = await Promise.all([
    openDatabase({ url: t.app.dbUrl! }),
    openDatabase({ url: t.app.dbUrl! }),
  ])
  const replicas = await Promise.all(
    handles.map((database) => buildApp(t.config, { database, logger: false })),
  )
  try {
    await Promise.all(replicas.map((replica) => replica.ready()))
    await run(replicas as [FastifyInstance, FastifyInstance])
  } finally {
    for (const replica of replicas) await replica.close()
    for (const handle of handles) await handle.close()
  }
}
