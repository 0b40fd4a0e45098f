import { ApiPaths, apiPath } from '@clinic/contract/api-paths'
import type { Locale } from '@clinic/contract/locale'
import type { PreviewKind, PreviewLinkCreated, PreviewLinkSummary } from '@clinic/contract/preview'
import type { CallOptions, Http } from '../http.ts'

const TEMPLATES: Record<PreviewKind, { create: string; list: string; revoke: string }> = {
  blog: {
    create: ApiPaths.blogPreviewLink,
    list: ApiPaths.blogPreviewLinks,
    revoke: ApiPaths.blogPreviewLinkRevoke,
  },
  operation: {
    create: ApiPaths.operationPreviewLink,
    list: ApiPaths.operationPreviewLinks,
    revoke: ApiPaths.operationPreviewLinkRevoke,
  },
}

/**
 * Preview links of posts and operations (issue 24, decision 0285): a new link for one language (its URL is the only
 * time the token is given), the active ones of an item, and a revoke.
 */
export function previewLinkEndpoints(http: Http) {
  return {
    create: (kind: PreviewKind, id: number, locale: Locale, options?: CallOptions) =>
      http.send<PreviewLinkCreated>({
        method: 'POST',
        path: apiPath(TEMPLATES[kind].create as ':id', { id }),
        query: { locale },
        ...options,
      }),
    list: (kind: PreviewKind, id: number, locale?: Locale, options?: CallOptions) =>
      http.send<PreviewLinkSummary[]>({
        method: 'GET',
        path: apiPath(TEMPLATES[kind].list as ':id', { id }),
        query: { locale },
        ...options,
      }),
    revoke: (kind: PreviewKind, id: number, linkId: number, options?: CallOptions) =>
      http.send<void>({
        method: 'DELETE',
        path: apiPath(TEMPLATES[kind].revoke as ':id/:linkId', { id, linkId }),
        ...options,
      }),
  }
}
