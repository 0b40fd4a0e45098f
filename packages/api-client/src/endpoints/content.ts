import type { Paging } from '@clinic/contract/common'
import type { CallOptions, Http, Query } from '../http.ts'
import { getCall, type IdTemplate, idPath, listCalls, sendTo, statusCall, writeCalls } from './calls.ts'

/** The routes of one kind of content (posts or operations). */
export interface ContentPaths {
  collection: string
  admin: string
  record: IdTemplate
  status: IdTemplate
  view: IdTemplate
  /** The public list of one category's posts or one catalog's operations. */
  group: (groupId: number) => string
}

/**
 * The calls posts and operations share: the public list (active items; `search`, the group filter, `sort`; the
 * first 20 unless `page`/`pageSize` say otherwise, at most 100 a page), the admin's list with `active`, one item by
 * id or slug, the multipart create and update, delete, status and the counted view. `groupList` reads one
 * category's or catalog's public list. Lists answer summaries (`Summary`: no `fullContent`); `get` the whole item.
 */
export function contentEndpoints<
  T,
  Summary,
  ListQuery extends Query,
  AdminQuery extends Query,
  Input extends { id?: number | null | undefined },
  Views,
>(http: Http, paths: ContentPaths, formData: (input: Input) => FormData) {
  const admin = listCalls<Summary, AdminQuery>(http, paths.admin)
  return {
    ...listCalls<Summary, ListQuery>(http, paths.collection),
    get: getCall<T>(http, paths.record),
    groupList: (groupId: number) => listCalls<Summary, Paging>(http, paths.group(groupId)),
    listAdmin: admin.list,
    listAdminPage: admin.listPage,
    ...writeCalls<T, Input>(http, paths.collection, paths.record, (input, id) =>
      formData(id === undefined ? input : { ...input, id }),
    ),
    setStatus: statusCall<T>(http, paths.status),
    view: (id: number, options?: CallOptions) =>
      sendTo<Views>(http, 'PUT', idPath(paths.view, id), undefined, options),
  }
}
