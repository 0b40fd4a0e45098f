import { DEFAULT_LOCALE, type Locale } from '@clinic/contract/locale'
import type { SyncKind } from '@clinic/contract/site-sync'
import type { Loader } from 'astro/loaders'
import { siteEnv } from '../../site-env.ts'
import { buildApi } from './build-api.ts'

const CURSOR_KEY = 'cursor'

/** Fields that change on every visit or like; they are left out of the digest so counters never re-render a page. */
const COUNTERS = new Set(['viewCount', 'likes'])

function withoutCounters(item: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !COUNTERS.has(key)))
}

/**
 * An object loader that keeps the collection in step with the API: the first build takes everything, later builds
 * ask only for what changed since the cursor the last one kept, and drop the ids the API reports removed. A language
 * the site does not build (SITE_LOCALES) is an empty collection, and the API is not asked for it.
 */
export function apiLoader(kind: SyncKind, locale: Locale): Loader {
  const label = locale === DEFAULT_LOCALE ? kind : `${kind} (${locale})`
  return {
    name: locale === DEFAULT_LOCALE ? `clinic-api-${kind}` : `clinic-api-${kind}-${locale}`,
    async load({ store, meta, logger, generateDigest, parseData }) {
      if (siteEnv.offline) return
      if (!siteEnv.locales.includes(locale)) {
        store.clear()
        meta.delete(CURSOR_KEY)
        return
      }
      const syncToken = siteEnv.syncToken
      if (!syncToken)
        throw new Error(
          'SITE_SYNC_TOKEN is not set: the API answers its change feeds only to a build that sends its token ' +
            "(the built-in builder passes it; a static host's CI is given the API's SITE_SYNC_TOKEN).",
        )
      // A wiped store (new Astro config or version) must not be patched from an old cursor.
      const since = store.keys().length > 0 ? meta.get(CURSOR_KEY) : undefined
      const answer = await buildApi.site.changes(kind, since, { syncToken, locale })
      if (since === undefined) store.clear()
      let changed = 0
      for (const item of answer.changed) {
        const id = String(item.id)
        const data = await parseData({ id, data: item as unknown as Record<string, unknown> })
        if (store.set({ id, data, digest: generateDigest(withoutCounters(data)) })) changed++
      }
      for (const id of answer.removedIds) store.delete(String(id))
      meta.set(CURSOR_KEY, answer.cursor)
      logger.info(
        `${label}: ${since ? 'delta' : 'full'} sync, ${changed} changed, ${answer.removedIds.length} removed, ${store.keys().length} in store`,
      )
    },
  }
}
