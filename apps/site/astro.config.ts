import react from '@astrojs/react'
import sitemap from '@astrojs/sitemap'
import { analyticsHosts } from '@clinic/contract/analytics'
import { defineConfig } from 'astro/config'
import { siteEnv } from './site-env.ts'

const api = new URL(siteEnv.buildApiUrl)
const thirdParty = analyticsHosts(siteEnv.analytics)

export default defineConfig({
  site: siteEnv.siteUrl,
  ...(siteEnv.outDir ? { outDir: siteEnv.outDir } : {}),
  ...(siteEnv.cacheDir ? { cacheDir: siteEnv.cacheDir } : {}),
  // Links, canonicals and the sitemap all name pages without a trailing slash (the server answers both).
  trailingSlash: 'never',
  integrations: [
    react(),
    sitemap({
      // Pages that are no place to land from a search engine.
      filter: (page) => !/\/(404|500)\/?$/.test(page),
    }),
  ],
  image: {
    // Uploaded pictures come from the API at build time and are turned into responsive WebP here.
    remotePatterns: [{ protocol: api.protocol.replace(':', ''), hostname: api.hostname, port: api.port }],
  },
  // The stylesheet is small: inlined, it costs no render-blocking request.
  build: { format: 'directory', inlineStylesheets: 'always' },
  // A CSP meta tag with the hash of every script and style Astro writes; the server adds what a meta tag cannot.
  security: {
    csp: { scriptDirective: { resources: ["'self'", ...thirdParty.script] } },
  },
  experimental: {
    // Pages whose getStaticPaths entry carries a cacheKey are copied from the last build when unchanged.
    incrementalBuild: true,
  },
  vite: { build: { assetsInlineLimit: 0 } },
})
