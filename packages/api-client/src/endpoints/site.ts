import { ApiPaths } from '@clinic/contract/api-paths'
import type { SitePublishState } from '@clinic/contract/site-publish'
import type { SyncChanges, SyncItems, SyncKind } from '@clinic/contract/site-sync'
import type { CallOptions, Http } from '../http.ts'

const SITE_CHANGES = {
  blogs: ApiPaths.siteChangesBlogs,
  operations: ApiPaths.siteChangesOperations,
  catalogs: ApiPaths.siteChangesCatalogs,
  categories: ApiPaths.siteChangesCategories,
} satisfies Record<SyncKind, string>

export function siteEndpoints(http: Http) {
  return {
    /**
     * GET /api/site/changes/{kind}: for the site's content loaders. Without `since`, every public item; with the
     * `cursor` of the previous answer, the items changed since and the ids to drop. Keep the new `cursor`.
     */
    changes: <K extends SyncKind>(kind: K, since?: string | null, options?: CallOptions) =>
      http.send<SyncChanges<SyncItems[K]>>({
        method: 'GET',
        path: SITE_CHANGES[kind],
        query: { since },
        ...options,
      }),
    /** GET /api/site/publish (admin): whether a change is being published, what is live, the latest builds. */
    publishState: (options?: CallOptions) =>
      http.send<SitePublishState>({ method: 'GET', path: ApiPaths.sitePublish, ...options }),
    /** POST /api/site/publish (admin): rebuild now; answers the state at once (202), the build runs on. */
    publish: (options?: CallOptions) =>
      http.send<SitePublishState>({ method: 'POST', path: ApiPaths.sitePublish, ...options }),
  }
}
