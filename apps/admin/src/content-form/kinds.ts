import type { ApiClient } from '@clinic/api-client/client'
import type { UploadCallOptions } from '@clinic/api-client/http'
import type { Blog } from '@clinic/contract/blog'
import type { Operation } from '@clinic/contract/operation'
import { keys } from '../cache/keys.ts'
import type { ContentListQuery, ContentRow } from '../content-list/content-list-screen.tsx'
import type { ContentKind } from './content-form.tsx'
import { blogInput, type ContentFormValues, type ImageChoice, operationInput } from './form-values.ts'

export type Content = Blog | Operation

/** The calls of one content kind, in the shape the list and the form share. */
export interface ContentCalls {
  get(id: number): Promise<Content>
  /** Creates (`id` null) or updates the item from the form's values. */
  save(
    id: number | null,
    form: { values: ContentFormValues; image: ImageChoice; initialSlug: string | null },
    options: UploadCallOptions,
  ): Promise<Content>
  listPage(query: ContentListQuery): Promise<{ items: ContentRow[]; total: number }>
  setStatus(id: number, isActive: boolean): Promise<unknown>
  remove(id: number): Promise<unknown>
  /** The groups (categories, catalogs) an item can be in: the form's dropdown, the list's filter. */
  groups(): Promise<{ id: number; name: string }[]>
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
  list: { title: string; description: string; createLabel: string; emptyText: string }
  edit: { newTitle: string; editTitle: string; loadingText: string; notFoundText: string; backLabel: string }
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
  groupsKey: keys.categories.all(),
  calls: (api) => ({
    get: (id) => api.blog.get(id),
    save: (id, { values, image, initialSlug }, options) => {
      const input = blogInput(values, image, initialSlug)
      return id === null ? api.blog.create(input, options) : api.blog.update(id, input, options)
    },
    listPage: async ({ groupId, ...query }) => {
      const page = await api.blog.listAdminPage({ ...query, categoryId: groupId })
      return {
        total: page.total,
        items: page.items.map((blog) => ({ ...blog, groupName: blog.categoryName })),
      }
    },
    setStatus: (id, isActive) => api.blog.setStatus(id, isActive),
    remove: (id) => api.blog.remove(id),
    groups: () => api.categories.list(),
  }),
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
  groupsKey: keys.catalogs.all(),
  calls: (api) => ({
    get: (id) => api.operations.get(id),
    save: (id, { values, image, initialSlug }, options) => {
      const input = operationInput(values, image, initialSlug)
      return id === null ? api.operations.create(input, options) : api.operations.update(id, input, options)
    },
    listPage: async ({ groupId, ...query }) => {
      const page = await api.operations.listAdminPage({ ...query, catalogId: groupId })
      return {
        total: page.total,
        items: page.items.map((operation) => ({ ...operation, groupName: operation.catalogName })),
      }
    },
    setStatus: (id, isActive) => api.operations.setStatus(id, isActive),
    remove: (id) => api.operations.remove(id),
    groups: () => api.catalogs.list(),
  }),
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
  },
}
