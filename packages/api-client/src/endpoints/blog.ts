import { ApiPaths, apiPath } from '@clinic/contract/api-paths'
import type {
  AdminBlogListQuery,
  Blog,
  BlogCounters,
  BlogLikeState,
  BlogListQuery,
  BlogSummary,
} from '@clinic/contract/blog'
import type { Paging } from '@clinic/contract/common'
import type { BlogTranslationList, BlogTranslationSaved } from '@clinic/contract/translation'
import type { CallOptions, Http } from '../http.ts'
import {
  type BlogFormInput,
  type BlogTranslationInput,
  blogFormData,
  blogTranslationFormData,
} from '../multipart.ts'
import { idPath, listCalls, sendTo } from './calls.ts'
import { contentEndpoints } from './content.ts'
import { translationCalls } from './translations.ts'

export function blogEndpoints(http: Http) {
  /**
   * `list`/`listPage` (GET /api/blog): active posts, newest first; `search` (every word, Turkish letters folded),
   * `categoryId`, `tag`; `sort`: 'newest' | 'oldest' | 'title' | 'views' (the most read first). `listAdmin`/
   * `listAdminPage` (GET /api/blog/admin): every post, inactive ones included (admin); the same filters plus
   * `active`. `get` (GET /api/blog/{id}): an id or a slug. `update` (PUT /api/blog/{id}): the multipart body carries
   * the same id as `Id`.
   */
  const { groupList, ...content } = contentEndpoints<
    Blog,
    BlogSummary,
    BlogListQuery,
    AdminBlogListQuery,
    BlogFormInput,
    BlogCounters
  >(
    http,
    {
      collection: ApiPaths.blogs,
      admin: ApiPaths.blogsAdmin,
      record: ApiPaths.blog,
      status: ApiPaths.blogStatus,
      view: ApiPaths.blogView,
      group: (categoryId) => apiPath(ApiPaths.blogsByCategory, { id: categoryId }),
    },
    blogFormData,
  )
  const searchResults = listCalls<BlogSummary, Paging & { query: string }>(http, ApiPaths.blogSearch)
  const likeCall =
    (method: 'GET' | 'PUT', template: typeof ApiPaths.blogLike | typeof ApiPaths.blogUnlike) =>
    (id: number, options?: CallOptions) =>
      sendTo<BlogLikeState>(http, method, idPath(template, id), undefined, options)
  return {
    ...content,
    listByCategory: (categoryId: number, query?: Paging, options?: CallOptions) =>
      groupList(categoryId).list(query, options),
    listByCategoryPage: (categoryId: number, query?: Paging, options?: CallOptions) =>
      groupList(categoryId).listPage(query, options),
    search: (text: string, query?: Paging, options?: CallOptions) =>
      searchResults.list({ ...query, query: text }, options),
    searchPage: (text: string, query?: Paging, options?: CallOptions) =>
      searchResults.listPage({ ...query, query: text }, options),
    /**
     * GET /api/blog/{id}/like: the counters and whether this visitor likes the post. Likes are per visitor: the
     * signed-in user (when the client has a token), else the guest of the API's `clinic_visitor` cookie, which the
     * browser sends by itself to the same origin (the site calls the API there).
     */
    likeState: likeCall('GET', ApiPaths.blogLike),
    /** PUT /api/blog/{id}/like: once per visitor (a second like adds nothing). */
    like: likeCall('PUT', ApiPaths.blogLike),
    /** PUT /api/blog/{id}/unlike: takes back this visitor's own like only. */
    unlike: likeCall('PUT', ApiPaths.blogUnlike),
    /** The post in English, Georgian and Russian (issue 23): `list`, `save` (multipart, as the post's form), `remove`. */
    translations: translationCalls<BlogTranslationList, BlogTranslationSaved, BlogTranslationInput>(
      http,
      { list: ApiPaths.blogTranslations, one: ApiPaths.blogTranslation },
      blogTranslationFormData,
    ),
  }
}
