import { ApiPaths, apiPath } from '@clinic/contract/api-paths'
import type { Locale } from '@clinic/contract/locale'
import type { Revision, RevisionKind, RevisionSummary } from '@clinic/contract/revision'
import type { CallOptions, Http } from '../http.ts'

const TEMPLATES: Record<RevisionKind, { list: string; one: string; restore: string }> = {
  blog: { list: ApiPaths.blogRevisions, one: ApiPaths.blogRevision, restore: ApiPaths.blogRevisionRestore },
  operation: {
    list: ApiPaths.operationRevisions,
    one: ApiPaths.operationRevision,
    restore: ApiPaths.operationRevisionRestore,
  },
  catalog: {
    list: ApiPaths.catalogRevisions,
    one: ApiPaths.catalogRevision,
    restore: ApiPaths.catalogRevisionRestore,
  },
  category: {
    list: ApiPaths.categoryRevisions,
    one: ApiPaths.categoryRevision,
    restore: ApiPaths.categoryRevisionRestore,
  },
}

/**
 * The revisions of posts, operations, catalogs and categories (issue 24): a unit's history newest first (one
 * language's with `locale`), one revision with its fields, and its restore (itself a new revision).
 */
export function revisionEndpoints(http: Http) {
  const revisionPath = (template: string, id: number, revisionId: number) =>
    apiPath(template as ':id/:revisionId', { id, revisionId })
  return {
    list: (kind: RevisionKind, id: number, locale?: Locale, options?: CallOptions) =>
      http.send<RevisionSummary[]>({
        method: 'GET',
        path: apiPath(TEMPLATES[kind].list as ':id', { id }),
        query: { locale },
        ...options,
      }),
    get: (kind: RevisionKind, id: number, revisionId: number, options?: CallOptions) =>
      http.send<Revision>({
        method: 'GET',
        path: revisionPath(TEMPLATES[kind].one, id, revisionId),
        ...options,
      }),
    restore: (kind: RevisionKind, id: number, revisionId: number, options?: CallOptions) =>
      http.send<Revision>({
        method: 'POST',
        path: revisionPath(TEMPLATES[kind].restore, id, revisionId),
        ...options,
      }),
  }
}
