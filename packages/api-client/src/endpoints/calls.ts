import { apiPath } from '@clinic/contract/api-paths'
import type { CallOptions, Http, Method, Page, Query, UploadCallOptions } from '../http.ts'

/** A route template naming one record by `:id` (…/api/blog/:id, …/api/Users/:id/status). */
export type IdTemplate = `${string}:id${string}`

/** The template with its `:id` filled: an id, or a slug where the API takes one. */
export const idPath = (template: IdTemplate, id: number | string) => apiPath(template as ':id', { id })

/** One call: `method` on `path` with an optional body (JSON, or a FormData sent as multipart), the caller's options last. */
export const sendTo = <T>(
  http: Http,
  method: Method,
  path: string,
  body?: unknown,
  options?: UploadCallOptions,
) => http.send<T>({ method, path, body, ...options })

/** A list on one path: every item (`list`), or one page of it with the filtered total (`listPage`, X-Total-Count). */
export function listCalls<T, Q extends Query | undefined>(http: Http, path: string) {
  return {
    list: (query?: Q, options?: CallOptions) => http.send<T[]>({ method: 'GET', path, query, ...options }),
    listPage: (query?: Q, options?: CallOptions): Promise<Page<T>> =>
      http.sendForPage<T>({ method: 'GET', path, query, ...options }),
  }
}

/**
 * Writing the records of a collection: create on the collection's path, replace and delete on the record's.
 * `encode` turns the caller's input into the body (a multipart form for posts and operations); `update` hands it
 * the record's id too, which the multipart forms carry as `Id`.
 */
export function writeCalls<T, Input>(
  http: Http,
  collection: string,
  record: IdTemplate,
  encode: (input: Input, id?: number) => unknown = (input) => input,
) {
  return {
    create: (input: Input, options?: UploadCallOptions) =>
      sendTo<T>(http, 'POST', collection, encode(input), options),
    update: (id: number, input: Input, options?: UploadCallOptions) =>
      sendTo<T>(http, 'PUT', idPath(record, id), encode(input, id), options),
    remove: (id: number, options?: CallOptions) =>
      sendTo<void>(http, 'DELETE', idPath(record, id), undefined, options),
  }
}

/** GET of one record by id (or slug, where the API takes one). */
export const getCall =
  <T>(http: Http, record: IdTemplate) =>
  (idOrSlug: number | string, options?: CallOptions) =>
    sendTo<T>(http, 'GET', idPath(record, idOrSlug), undefined, options)

/** PUT …/:id/status {isActive}: a post or operation on or off the site, a user enabled or disabled. */
export const statusCall =
  <T>(http: Http, template: IdTemplate) =>
  (id: number, isActive: boolean, options?: CallOptions) =>
    sendTo<T>(http, 'PUT', idPath(template, id), { isActive }, options)
