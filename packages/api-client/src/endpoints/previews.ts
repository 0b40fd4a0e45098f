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

/** A new item's draft's links (decision 0286). */
const DRAFT_TEMPLATES: Record<PreviewKind, { create: string; list: string; revoke: string }> = {
  blog: {
    create: ApiPaths.blogDraftPreviewLink,
    list: ApiPaths.blogDraftPreviewLinks,
    revoke: ApiPaths.blogDraftPreviewLinkRevoke,
  },
  operation: {
    create: ApiPaths.operationDraftPreviewLink,
    list: ApiPaths.operationDraftPreviewLinks,
    revoke: ApiPaths.operationDraftPreviewLinkRevoke,
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
    /** A new item's draft (no item yet): Turkish links keyed on the draft. */
    createForDraft: (kind: PreviewKind, draftId: number, options?: CallOptions) =>
      http.send<PreviewLinkCreated>({
        method: 'POST',
        path: apiPath(DRAFT_TEMPLATES[kind].create as ':draftId', { draftId }),
        ...options,
      }),
    listForDraft: (kind: PreviewKind, draftId: number, options?: CallOptions) =>
      http.send<PreviewLinkSummary[]>({
        method: 'GET',
        path: apiPath(DRAFT_TEMPLATES[kind].list as ':draftId', { draftId }),
        ...options,
      }),
    revokeForDraft: (kind: PreviewKind, draftId: number, linkId: number, options?: CallOptions) =>
      http.send<void>({
        method: 'DELETE',
        path: apiPath(DRAFT_TEMPLATES[kind].revoke as ':draftId/:linkId', { draftId, linkId }),
        ...options,
      }),
  }
}
