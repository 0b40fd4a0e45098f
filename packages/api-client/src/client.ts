import type { ApiError } from './api-error.ts'
import { accountEndpoints } from './endpoints/account.ts'
import { advertisingEndpoints } from './endpoints/advertising.ts'
import { auditEndpoints } from './endpoints/audit.ts'
import { blogEndpoints } from './endpoints/blog.ts'
import { captchaEndpoints } from './endpoints/captcha.ts'
import { commentEndpoints } from './endpoints/comment.ts'
import { consentEndpoints } from './endpoints/consent.ts'
import { dataRequestEndpoints } from './endpoints/data-requests.ts'
import { draftEndpoints } from './endpoints/drafts.ts'
import { catalogEndpoints, categoryEndpoints } from './endpoints/groups.ts'
import { contactMessageEndpoints, wellnessMessageEndpoints } from './endpoints/messages.ts'
import { operationEndpoints } from './endpoints/operation.ts'
import { previewLinkEndpoints } from './endpoints/previews.ts'
import { revisionEndpoints } from './endpoints/revisions.ts'
import { siteEndpoints } from './endpoints/site.ts'
import { statisticsEndpoints } from './endpoints/statistics.ts'
import { uploadEndpoints } from './endpoints/uploads.ts'
import { userEndpoints } from './endpoints/user.ts'
import { createHttp, type FetchLike } from './http.ts'
import type { Session } from './session.ts'

export interface ApiClientOptions {
  /** The API origin, e.g. "https://api.example.com"; "" (the default) means the page's own origin. */
  baseUrl?: string
  /** With a session, its valid token goes out as `Authorization: Bearer …` and login/upload update it. */
  session?: Session | undefined
  /** globalThis.fetch by default; inject one for tests or SSR. */
  fetch?: FetchLike | undefined
  /**
   * Called with every failure after the 'API Hatası' log, before the rethrow. The spec handles no status codes,
   * so nothing happens by default; the admin may, for instance, log out and go to /login on a 401.
   */
  onError?: ((error: ApiError) => void) | undefined
}

/** One typed function per API call, grouped by resource. Each takes `{ signal }` last. */
export function createApiClient(options: ApiClientOptions = {}) {
  const { session } = options
  const http = createHttp({
    baseUrl: options.baseUrl ?? '',
    fetch: options.fetch,
    getToken: session ? () => session.getValidToken() : undefined,
    onError: options.onError,
  })
  return {
    baseUrl: http.baseUrl,
    session,
    account: accountEndpoints(http, session),
    blog: blogEndpoints(http),
    categories: categoryEndpoints(http),
    comments: commentEndpoints(http),
    operations: operationEndpoints(http),
    catalogs: catalogEndpoints(http),
    users: userEndpoints(http),
    wellnessMessages: wellnessMessageEndpoints(http),
    contactMessages: contactMessageEndpoints(http),
    captcha: captchaEndpoints(http),
    site: siteEndpoints(http),
    uploads: uploadEndpoints(http),
    audit: auditEndpoints(http),
    advertising: advertisingEndpoints(http),
    dataRequests: dataRequestEndpoints(http),
    statistics: statisticsEndpoints(http),
    consents: consentEndpoints(http),
    revisions: revisionEndpoints(http),
    previewLinks: previewLinkEndpoints(http),
    drafts: draftEndpoints(http),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
