import { ApiPaths, apiPath } from '@clinic/contract/api-paths'
import type {
  AdminBlogListQuery,
  Blog,
  BlogCounters,
  BlogLikeState,
  BlogListQuery,
} from '@clinic/contract/blog'
import type { Paging } from '@clinic/contract/common'
import type { CallOptions, Http, Page, UploadCallOptions } from '../http.ts'
import { type BlogFormInput, blogFormData } from '../multipart.ts'

export function blogEndpoints(http: Http) {
  return {
    /**
     * GET /api/blog: active posts, newest first; `search` (every word, Turkish letters folded), `categoryId`, `tag`;
     * `sort`: 'newest' | 'oldest' | 'title' | 'views' (the most read first).
     */
    list: (query?: BlogListQuery, options?: CallOptions) =>
      http.send<Blog[]>({ method: 'GET', path: ApiPaths.blogs, query, ...options }),
    listPage: (query?: BlogListQuery, options?: CallOptions): Promise<Page<Blog>> =>
      http.sendForPage<Blog>({ method: 'GET', path: ApiPaths.blogs, query, ...options }),
    /** GET /api/blog/{id}: an id or a slug. */
    get: (idOrSlug: number | string, options?: CallOptions) =>
      http.send<Blog>({ method: 'GET', path: apiPath(ApiPaths.blog, { id: idOrSlug }), ...options }),
    listByCategory: (categoryId: number, query?: Paging, options?: CallOptions) =>
      http.send<Blog[]>({
        method: 'GET',
        path: apiPath(ApiPaths.blogsByCategory, { id: categoryId }),
        query,
        ...options,
      }),
    listByCategoryPage: (categoryId: number, query?: Paging, options?: CallOptions): Promise<Page<Blog>> =>
      http.sendForPage<Blog>({
        method: 'GET',
        path: apiPath(ApiPaths.blogsByCategory, { id: categoryId }),
        query,
        ...options,
      }),
    search: (text: string, query?: Paging, options?: CallOptions) =>
      http.send<Blog[]>({
        method: 'GET',
        path: ApiPaths.blogSearch,
        query: { ...query, query: text },
        ...options,
      }),
    searchPage: (text: string, query?: Paging, options?: CallOptions): Promise<Page<Blog>> =>
      http.sendForPage<Blog>({
        method: 'GET',
        path: ApiPaths.blogSearch,
        query: { ...query, query: text },
        ...options,
      }),
    /** GET /api/blog/admin: every post, inactive ones included (admin); the same filters plus `active`. */
    listAdmin: (query?: AdminBlogListQuery, options?: CallOptions) =>
      http.send<Blog[]>({ method: 'GET', path: ApiPaths.blogsAdmin, query, ...options }),
    listAdminPage: (query?: AdminBlogListQuery, options?: CallOptions): Promise<Page<Blog>> =>
      http.sendForPage<Blog>({ method: 'GET', path: ApiPaths.blogsAdmin, query, ...options }),
    create: (input: BlogFormInput, options?: UploadCallOptions) =>
      http.send<Blog>({ method: 'POST', path: ApiPaths.blogs, body: blogFormData(input), ...options }),
    /** PUT /api/blog/{id}; the multipart body carries the same id as `Id`. */
    update: (id: number, input: BlogFormInput, options?: UploadCallOptions) =>
      http.send<Blog>({
        method: 'PUT',
        path: apiPath(ApiPaths.blog, { id }),
        body: blogFormData({ ...input, id }),
        ...options,
      }),
    remove: (id: number, options?: CallOptions) =>
      http.send<void>({ method: 'DELETE', path: apiPath(ApiPaths.blog, { id }), ...options }),
    setStatus: (id: number, isActive: boolean, options?: CallOptions) =>
      http.send<Blog>({
        method: 'PUT',
        path: apiPath(ApiPaths.blogStatus, { id }),
        body: { isActive },
        ...options,
      }),
    view: (id: number, options?: CallOptions) =>
      http.send<BlogCounters>({ method: 'PUT', path: apiPath(ApiPaths.blogView, { id }), ...options }),
    /**
     * GET /api/blog/{id}/like: the counters and whether this visitor likes the post. Likes are per visitor: the
     * signed-in user (when the client has a token), else the guest of the API's `clinic_visitor` cookie, which the
     * browser sends by itself to the same origin (the site calls the API there).
     */
    likeState: (id: number, options?: CallOptions) =>
      http.send<BlogLikeState>({ method: 'GET', path: apiPath(ApiPaths.blogLike, { id }), ...options }),
    /** PUT /api/blog/{id}/like: once per visitor (a second like adds nothing). */
    like: (id: number, options?: CallOptions) =>
      http.send<BlogLikeState>({ method: 'PUT', path: apiPath(ApiPaths.blogLike, { id }), ...options }),
    /** PUT /api/blog/{id}/unlike: takes back this visitor's own like only. */
    unlike: (id: number, options?: CallOptions) =>
      http.send<BlogLikeState>({ method: 'PUT', path: apiPath(ApiPaths.blogUnlike, { id }), ...options }),
  }
}
