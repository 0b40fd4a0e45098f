import { ApiPaths, SITE_SYNC_TOKEN_HEADER } from '@clinic/contract/api-paths'
// Types only: the contract's locale module would bring zod into the browser's bundle.
import type { Locale } from '@clinic/contract/locale'
import type { SitePublishState } from '@clinic/contract/site-publish'
import type {
  SetupStatus,
  SiteSettings,
  SiteSettingsAdmin,
  SiteSettingsPublic,
} from '@clinic/contract/site-settings'
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
     * GET /api/site/changes/{kind}: for the site's content loaders, with the build token (SITE_SYNC_TOKEN, sent as
     * X-Site-Sync-Token). Without `since`, every public item, its `fullContent` included; with the `cursor` of the
     * previous answer, the items changed since and the ids to drop. Keep the new `cursor`. `locale` (issue 23): the
     * items public in that language with its texts; absent means Turkish, and the query stays as it was.
     */
    changes: <K extends SyncKind>(
      kind: K,
      since: string | null | undefined,
      { syncToken, locale, ...options }: CallOptions & { syncToken: string; locale?: Locale | undefined },
    ) =>
      http.send<SyncChanges<SyncItems[K]>>({
        method: 'GET',
        path: SITE_CHANGES[kind],
        query: { since, locale: locale === 'tr' ? undefined : locale },
        headers: { [SITE_SYNC_TOKEN_HEADER]: syncToken },
        ...options,
      }),
    /** GET /api/site/publish (admin): whether a change is being published, what is live, the latest builds. */
    publishState: (options?: CallOptions) =>
      http.send<SitePublishState>({ method: 'GET', path: ApiPaths.sitePublish, ...options }),
    /** POST /api/site/publish (admin): rebuild now; answers the state at once (202), the build runs on. */
    publish: (options?: CallOptions) =>
      http.send<SitePublishState>({ method: 'POST', path: ApiPaths.sitePublish, ...options }),
    /** GET /api/site/settings (admin): the clinic's settings, who saved them, the deployment's defaults. */
    settings: (options?: CallOptions) =>
      http.send<SiteSettingsAdmin>({ method: 'GET', path: ApiPaths.siteSettings, ...options }),
    /** PUT /api/site/settings (admin): saves the whole settings; the site rebuilds with them. */
    saveSettings: (settings: SiteSettings, options?: CallOptions) =>
      http.send<SiteSettingsAdmin>({
        method: 'PUT',
        path: ApiPaths.siteSettings,
        body: settings,
        ...options,
      }),
    /** GET /api/site/settings/public: what the site's build shows of the settings, and the retention months. */
    publicSettings: (options?: CallOptions) =>
      http.send<SiteSettingsPublic>({ method: 'GET', path: ApiPaths.siteSettingsPublic, ...options }),
    /** GET /api/site/setup-status (admin): the first-run checklist, booleans only. */
    setupStatus: (options?: CallOptions) =>
      http.send<SetupStatus>({ method: 'GET', path: ApiPaths.siteSetupStatus, ...options }),
  }
}
