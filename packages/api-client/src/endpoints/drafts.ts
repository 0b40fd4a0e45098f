import { ApiPaths, apiPath } from '@clinic/contract/api-paths'
import type {
  Draft,
  DraftFields,
  DraftKind,
  DraftPublished,
  DraftSummary,
  UnpublishSchedule,
} from '@clinic/contract/draft'
import type { Locale } from '@clinic/contract/locale'
import type { CallOptions, Http } from '../http.ts'
import { joinTags } from '../multipart.ts'

const TEMPLATES: Record<
  DraftKind,
  { one: string; publish: string; list: string; newOne: string; newPublish: string }
> = {
  blog: {
    one: ApiPaths.blogDraft,
    publish: ApiPaths.blogDraftPublish,
    list: ApiPaths.blogDrafts,
    newOne: ApiPaths.blogNewDraft,
    newPublish: ApiPaths.blogNewDraftPublish,
  },
  operation: {
    one: ApiPaths.operationDraft,
    publish: ApiPaths.operationDraftPublish,
    list: ApiPaths.operationDrafts,
    newOne: ApiPaths.operationNewDraft,
    newPublish: ApiPaths.operationNewDraftPublish,
  },
}

const UNPUBLISH: Record<DraftKind, { one: string; list: string }> = {
  blog: { one: ApiPaths.blogUnpublishSchedule, list: ApiPaths.blogUnpublishSchedules },
  operation: { one: ApiPaths.operationUnpublishSchedule, list: ApiPaths.operationUnpublishSchedules },
}

/**
 * A form's input (the same object the multipart save sends) as a draft's fields: the camelCase names the server
 * reads, every value as the text the multipart form would carry (tags joined, other lists as JSON). Files
 * are left out: a draft keeps a cover only as an upload's path (decision 0283).
 */
export function draftFieldsOf(input: object): DraftFields {
  const fields: DraftFields = {}
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null || value instanceof Blob) continue
    // Tags go joined, as the multipart form sends them; any other list (before/after images) as JSON text.
    if (Array.isArray(value)) fields[name] = name === 'tags' ? joinTags(value) : JSON.stringify(value)
    else fields[name] = String(value)
  }
  return fields
}

/** Drafts of posts and operations (issue 24): an item's per language, new items' by id, and their publish. */
export function draftEndpoints(http: Http) {
  const item = (template: string, id: number) => apiPath(template as ':id', { id })
  const byId = (template: string, draftId: number) => apiPath(template as ':draftId', { draftId })
  return {
    list: (kind: DraftKind, options?: CallOptions) =>
      http.send<DraftSummary[]>({ method: 'GET', path: TEMPLATES[kind].list, ...options }),
    ofItem: (kind: DraftKind, id: number, locale: Locale = 'tr', options?: CallOptions) =>
      http.send<Draft>({ method: 'GET', path: item(TEMPLATES[kind].one, id), query: { locale }, ...options }),
    saveOfItem: (
      kind: DraftKind,
      id: number,
      locale: Locale,
      body: { fields: DraftFields; version?: number; publishAt?: string | null },
      options?: CallOptions,
    ) =>
      http.send<Draft>({
        method: 'PUT',
        path: item(TEMPLATES[kind].one, id),
        query: { locale },
        body,
        ...options,
      }),
    removeOfItem: (kind: DraftKind, id: number, locale: Locale = 'tr', options?: CallOptions) =>
      http.send<void>({
        method: 'DELETE',
        path: item(TEMPLATES[kind].one, id),
        query: { locale },
        ...options,
      }),
    publishOfItem: (kind: DraftKind, id: number, locale: Locale = 'tr', options?: CallOptions) =>
      http.send<DraftPublished>({
        method: 'POST',
        path: item(TEMPLATES[kind].publish, id),
        query: { locale },
        ...options,
      }),
    createNew: (kind: DraftKind, fields: DraftFields, options?: CallOptions) =>
      http.send<Draft>({ method: 'POST', path: TEMPLATES[kind].list, body: { fields }, ...options }),
    get: (kind: DraftKind, draftId: number, options?: CallOptions) =>
      http.send<Draft>({ method: 'GET', path: byId(TEMPLATES[kind].newOne, draftId), ...options }),
    save: (
      kind: DraftKind,
      draftId: number,
      body: { fields: DraftFields; version?: number; publishAt?: string | null },
      options?: CallOptions,
    ) => http.send<Draft>({ method: 'PUT', path: byId(TEMPLATES[kind].newOne, draftId), body, ...options }),
    remove: (kind: DraftKind, draftId: number, options?: CallOptions) =>
      http.send<void>({ method: 'DELETE', path: byId(TEMPLATES[kind].newOne, draftId), ...options }),
    publish: (kind: DraftKind, draftId: number, options?: CallOptions) =>
      http.send<DraftPublished>({
        method: 'POST',
        path: byId(TEMPLATES[kind].newPublish, draftId),
        ...options,
      }),
    /** Taking a live item (or a translation) off at a time (decision 0286). */
    unpublishOf: (kind: DraftKind, id: number, locale: Locale = 'tr', options?: CallOptions) =>
      http.send<UnpublishSchedule>({
        method: 'GET',
        path: item(UNPUBLISH[kind].one, id),
        query: { locale },
        ...options,
      }),
    setUnpublish: (
      kind: DraftKind,
      id: number,
      locale: Locale,
      unpublishAt: string | null,
      options?: CallOptions,
    ) =>
      http.send<UnpublishSchedule>({
        method: 'PUT',
        path: item(UNPUBLISH[kind].one, id),
        query: { locale },
        body: { unpublishAt },
        ...options,
      }),
    unpublishList: (kind: DraftKind, options?: CallOptions) =>
      http.send<UnpublishSchedule[]>({ method: 'GET', path: UNPUBLISH[kind].list, ...options }),
  }
}
