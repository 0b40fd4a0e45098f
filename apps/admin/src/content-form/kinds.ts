import type { ApiClient } from '@clinic/api-client/client'
import type { UploadCallOptions } from '@clinic/api-client/http'
import type { BlogTranslationInput } from '@clinic/api-client/multipart'
import type { AdvertisingOverrideInput } from '@clinic/contract/advertising'
import type { Blog, BlogSummary } from '@clinic/contract/blog'
import type { TranslationLocale } from '@clinic/contract/locales'
import type { Operation, OperationSummary } from '@clinic/contract/operation'
import type { BlogTranslation, OperationTranslation, TranslationStates } from '@clinic/contract/translation'
import { DEFAULT_BLOG_CATEGORY_NAME, DEFAULT_CATALOG_NAME } from '@clinic/ui/lib/defaults'
import { PROCEDURE_NOTICE } from '@clinic/ui/lib/texts'
import { keys } from '../cache/keys.ts'
import type { ContentListQuery, ContentRow } from '../content-list/content-list-screen.tsx'
import { translationStatesOf } from '../translations/states.tsx'
import type { ContentKind } from './content-form.tsx'
import type { ContentFormValues, ImageChoice } from './form-values.ts'

export type Content = Blog | Operation
/** A list's item: the item without its body (`fullContent`). */
type Summary<C extends Content> = Omit<C, 'fullContent'>

/** The calls of one content kind, in the shape the list and the form share. */
export interface ContentCalls {
  get(id: number): Promise<Content>
  /** Creates (`id` null) or updates the item from the form's values. */
  save(
    id: number | null,
    form: {
      values: ContentFormValues
      image: ImageChoice
      initialSlug: string | null
      overrides?: readonly AdvertisingOverrideInput[]
    },
    options: UploadCallOptions,
  ): Promise<Content>
  listPage(query: ContentListQuery): Promise<{ items: ContentRow[]; total: number }>
  setStatus(id: number, isActive: boolean): Promise<unknown>
  remove(id: number): Promise<unknown>
  /** The groups (categories, catalogs) an item can be in: the form's dropdown, the list's filter. */
  groups(): Promise<{ id: number; name: string }[]>
}

export type ContentTranslation = BlogTranslation | OperationTranslation

/** One item's translations (issue 23): the list with every language's state, a language's save and removal. */
export interface ContentTranslationCalls {
  list(id: number): Promise<{ states: TranslationStates; items: ContentTranslation[] }>
  /** An operation's translation has no tags: they are not sent. */
  save(id: number, locale: TranslationLocale, input: BlogTranslationInput): Promise<ContentTranslation>
  remove(id: number, locale: TranslationLocale): Promise<void>
}

/**
 * Everything that differs between posts and operations in the admin: the form's kind, the list's and the edit
 * page's texts, the calls, and the swr keys of the item and of its groups.
 */
export interface ContentResource extends ContentKind {
  resource: 'blogs' | 'operations'
  createPath: string
  groupsKey: readonly unknown[]
  calls(api: ApiClient): ContentCalls
  translations(api: ApiClient): ContentTranslationCalls
  list: { title: string; description: string; createLabel: string; emptyText: string }
  edit: {
    newTitle: string
    editTitle: string
    loadingText: string
    notFoundText: string
    backLabel: string
    /** Said on a new item, where the language tabs are not yet. */
    translationsLater: string
  }
}

/** What the list shows of an item. */
function contentRow(item: Summary<Content>, groupName: string | null): ContentRow {
  const { id, slug, title, imagePath, isActive, viewCount, publishedDate } = item
  const consentWithdrawn = 'consentWithdrawn' in item && item.consentWithdrawn === true
  // Issue 23: the API's rows gain each language's state; until they do, the list shows none.
  const translationStates = translationStatesOf(item)
  return {
    id,
    slug,
    title,
    imagePath,
    isActive,
    viewCount,
    publishedDate,
    groupName,
    consentWithdrawn,
    translationStates,
  }
}

/** The endpoints both kinds have (`api.blog`, `api.operations`), over their own form input `I` and item `C`. */
interface ContentEndpoints<I, C extends Content> {
  get(id: number): Promise<C>
  create(input: I, options?: UploadCallOptions): Promise<C>
  update(id: number, input: I, options?: UploadCallOptions): Promise<C>
  listAdminPage(query: object): Promise<{ items: Summary<C>[]; total: number }>
  setStatus(id: number, isActive: boolean): Promise<unknown>
  remove(id: number): Promise<unknown>
}

/**
 * One kind's calls from its endpoints and what is its own: the form's input, the group field and its names. The
 * input is built by form-values.ts, imported when a form saves (it is loaded with the form already), so the lists
 * do not load the form's schemas.
 */
function contentCalls<I, C extends Content>(
  endpoints: ContentEndpoints<I, C>,
  own: {
    input(
      values: ContentFormValues,
      image: ImageChoice,
      initialSlug: string | null,
      overrides: readonly AdvertisingOverrideInput[],
    ): Promise<I>
    groupQuery(groupId: number | undefined): object
    groupName(item: Summary<C>): string | null
    groups(): Promise<{ id: number; name: string }[]>
  },
): ContentCalls {
  return {
    get: (id) => endpoints.get(id),
    save: async (id, { values, image, initialSlug, overrides = [] }, options) => {
      const input = await own.input(values, image, initialSlug, overrides)
      return id === null ? endpoints.create(input, options) : endpoints.update(id, input, options)
    },
    listPage: async ({ groupId, ...query }) => {
      const page = await endpoints.listAdminPage({ ...query, ...own.groupQuery(groupId) })
      return {
        total: page.total,
        items: page.items.map((item) => contentRow(item, own.groupName(item))),
      }
    },
    setStatus: (id, isActive) => endpoints.setStatus(id, isActive),
    remove: (id) => endpoints.remove(id),
    groups: own.groups,
  }
}

export const BLOG: ContentResource = {
  name: 'blog',
  resource: 'blogs',
  noun: 'Blog yazısı',
  listPath: '/blogs',
  createPath: '/blog/create',
  editPath: (id) => `/blog/edit/${id}`,
  sitePath: (slug) => `/blog/${encodeURIComponent(slug)}`,
  groupLabel: 'Kategori',
  groupPlaceholder: 'Kategori yok',
  hasTags: true,
  imageLabel: 'Kapak görseli',
  defaultGroupName: DEFAULT_BLOG_CATEGORY_NAME,
  // Every post carries the notice too (issue 21).
  notice: PROCEDURE_NOTICE,
  groupsKey: keys.categories.all(),
  calls: (api) =>
    contentCalls(api.blog, {
      input: async (...form) => (await import('./form-values.ts')).blogInput(...form),
      groupQuery: (categoryId) => ({ categoryId }),
      groupName: (blog: BlogSummary) => blog.categoryName,
      groups: () => api.categories.list(),
    }),
  translations: (api) => api.blog.translations,
  list: {
    title: 'Bloglar',
    description: 'Yazılar; yayında olmayanlar sitede görünmez.',
    createLabel: 'Yeni yazı',
    emptyText: 'Henüz blog yazısı yok.',
  },
  edit: {
    newTitle: 'Yeni blog yazısı',
    editTitle: 'Blog yazısını düzenle',
    loadingText: 'Blog yazısı yükleniyor…',
    notFoundText: 'Blog yazısı bulunamadı.',
    backLabel: 'Bloglara dön',
    translationsLater: 'Çeviriler, yazı kaydedildikten sonra eklenebilir.',
  },
}

export const OPERATION: ContentResource = {
  name: 'operation',
  resource: 'operations',
  noun: 'Operasyon',
  listPath: '/operations',
  createPath: '/operation/create',
  editPath: (id) => `/operation/edit/${id}`,
  sitePath: (slug) => `/operations/${encodeURIComponent(slug)}`,
  groupLabel: 'Katalog',
  groupPlaceholder: 'Katalog yok',
  hasTags: false,
  imageLabel: 'Operasyon görseli',
  defaultGroupName: DEFAULT_CATALOG_NAME,
  notice: PROCEDURE_NOTICE,
  groupsKey: keys.catalogs.all(),
  calls: (api) =>
    contentCalls(api.operations, {
      input: async (...form) => (await import('./form-values.ts')).operationInput(...form),
      groupQuery: (catalogId) => ({ catalogId }),
      groupName: (operation: OperationSummary) => operation.catalogName,
      groups: () => api.catalogs.list(),
    }),
  translations: (api) => api.operations.translations,
  list: {
    title: 'Operasyonlar',
    description: 'Ameliyat ve tedavi sayfaları; yayında olmayanlar sitede görünmez.',
    createLabel: 'Yeni operasyon',
    emptyText: 'Henüz operasyon yok.',
  },
  edit: {
    newTitle: 'Yeni operasyon',
    editTitle: 'Operasyonu düzenle',
    loadingText: 'Operasyon yükleniyor…',
    notFoundText: 'Operasyon bulunamadı.',
    backLabel: 'Operasyonlara dön',
    translationsLater: 'Çeviriler, operasyon kaydedildikten sonra eklenebilir.',
  },
}
