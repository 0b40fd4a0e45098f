import path from 'node:path'

/**
 * The site settings of a test server that serves releases the test writes itself and never runs Astro (its source is
 * a folder that does not exist): publishing, release folders and static serving are real, the build is not.
 */
export const releaseOnlySite = (siteRoot: string) => ({
  build: true,
  source: path.join(siteRoot, 'no-astro-here'),
  sourceFolders: [],
  buildTimeoutMs: 120_000,
  root: siteRoot,
  analytics: { gaId: undefined, clarityId: undefined, metaPixelId: undefined },
})
