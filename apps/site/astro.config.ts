import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@astrojs/react'
import sitemap from '@astrojs/sitemap'
import { analyticsHosts } from '@clinic/contract/analytics'
import { defineConfig } from 'astro/config'
import { siteEnv } from './site-env.ts'
import { INLINE_SCRIPTS, scriptHash } from './src/lib/inline-scripts.ts'
import { envWithSettings } from './src/lib/site-env-settings.ts'
import { loadSiteSettings, siteSettingsModule } from './src/lib/site-settings-plugin.ts'
import { createHeadFactsMemo } from './src/lib/sitemap-lastmod.ts'

const api = new URL(siteEnv.buildApiUrl)
/** Where the pages are written (the sitemap reads each post's date back from its page). */
const outDir = path.resolve(fileURLToPath(new URL('.', import.meta.url)), siteEnv.outDir ?? 'dist')

/**
 * Lists every file a route produced in this build, rendered or kept from the last one, in `.route-outputs.json` at
 * the output's root: the API's builder keeps the output folder between builds (nothing is copied back from the
 * cache) and drops what no route claims any more, such as the page of a deleted post.
 */
const routeOutputs = {
  name: 'clinic-route-outputs',
  hooks: {
    'astro:build:done': async ({ dir, assets }: { dir: URL; assets: Map<string, URL[]> }) => {
      const root = fileURLToPath(dir)
      const files = [...assets.values()].flat().map((url) => path.relative(root, fileURLToPath(url)))
      await writeFile(path.join(root, '.route-outputs.json'), JSON.stringify(files))
    },
  },
}
/** Astro's cache folder (its default unless SITE_CACHE_DIR says), where the sitemap remembers each page's head facts. */
const cacheDir = path.resolve(
  fileURLToPath(new URL('.', import.meta.url)),
  siteEnv.cacheDir ?? 'node_modules/.astro',
)
let headFactsMemo: ReturnType<typeof createHeadFactsMemo> | undefined
/** A page's lastmod and alternates as the sitemap needs them, read only from pages this build wrote (decision 0287). */
const headFactsOf = async (url: string) => {
  headFactsMemo ??= createHeadFactsMemo(outDir, path.join(cacheDir, 'sitemap-head-facts.json'))
  return (await headFactsMemo).factsOf(url)
}
/** Runs after the sitemap's own `astro:build:done`: keeps this build's head facts for the next build. */
const keepHeadFacts = {
  name: 'clinic-sitemap-head-facts',
  hooks: {
    'astro:build:done': async () => {
      const memo = headFactsMemo
      headFactsMemo = undefined
      if (memo) await (await memo).save()
    },
  },
}
// The clinic's settings (admin, "Site ayarları"), read once per build: the pages read them through lib/site-config.ts.
const settings = await loadSiteSettings()
const thirdParty = analyticsHosts(envWithSettings(siteEnv, settings).analytics)

export default defineConfig({
  site: siteEnv.siteUrl,
  ...(siteEnv.outDir ? { outDir: siteEnv.outDir } : {}),
  ...(siteEnv.cacheDir ? { cacheDir: siteEnv.cacheDir } : {}),
  // Links, canonicals and the sitemap all name pages without a trailing slash (the server answers both).
  trailingSlash: 'never',
  integrations: [
    react(),
    routeOutputs,
    sitemap({
      // Pages that are no place to land from a search engine, nor the preview links' templates (decision 0285).
      filter: (page) => !/\/(404|500)\/?$/.test(page) && !/\/onizleme-sablonu\//.test(page),
      // A post's or an operation's lastmod is its last content change, as its page says (issue 21); every page's
      // alternates in each language are the hreflang links its head carries (issue 23).
      serialize: async (item) => {
        const { lastmod, links } = await headFactsOf(item.url)
        return { ...item, ...(lastmod ? { lastmod } : {}), ...(links.length > 1 ? { links } : {}) }
      },
    }),
    keepHeadFacts,
  ],
  image: {
    // Uploaded pictures come from the API at build time and are turned into responsive WebP here.
    remotePatterns: [{ protocol: api.protocol.replace(':', ''), hostname: api.hostname, port: api.port }],
  },
  // The stylesheet is small: inlined, it costs no render-blocking request.
  build: { format: 'directory', inlineStylesheets: 'always' },
  // A CSP meta tag with the hash of every script and style Astro writes; the server adds what a meta tag cannot.
  security: {
    csp: {
      scriptDirective: {
        resources: ["'self'", ...thirdParty.script],
        hashes: INLINE_SCRIPTS.map(scriptHash),
      },
    },
  },
  experimental: {
    // Pages whose getStaticPaths entry carries a cacheKey are copied from the last build when unchanged.
    incrementalBuild: true,
  },
  vite: { build: { assetsInlineLimit: 0 }, plugins: [siteSettingsModule(settings)] },
})
