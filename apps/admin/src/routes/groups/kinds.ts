import type { ApiClient } from '@clinic/api-client/client'
import { CatalogBody } from '@clinic/contract/catalog'
import { CategoryBody } from '@clinic/contract/category'
import { keys } from '../../cache/keys.ts'

const count = new Intl.NumberFormat('tr-TR')

/** A group (category or catalog) as the admin list shows it: its name and how many items are in it. */
export interface AdminGroup {
  id: number
  name: string
  itemCount: number
}

/** The name, the one field of both kinds (each kind's schema has its own Turkish messages). */
export type GroupBody = CategoryBody
type Group = { id: number; name: string }

/** The admin calls of one kind of group (`api.categories` or `api.catalogs`). */
export interface GroupCalls {
  adminList(): Promise<AdminGroup[]>
  create(body: GroupBody): Promise<Group>
  update(id: number, body: GroupBody): Promise<Group>
  remove(id: number): Promise<void>
}

/**
 * How categories and catalogs differ on the one groups screen: texts, calls, the delete rule's message, and
 * whether a group is added and renamed inline (categories) or on pages of their own (catalogs).
 */
export interface GroupKind {
  resource: 'categories' | 'catalogs'
  /** The list's path inside the admin. */
  path: string
  title: string
  description: string
  /** The column of the item counts. */
  countLabel: string
  loadingText: string
  emptyText: string
  /** "3 kategori" under the table. */
  summary(total: number): string
  /** The name field's label ("Kategori adı"). */
  fieldLabel: string
  schema: typeof CategoryBody
  calls(api: ApiClient): GroupCalls
  listKey: readonly unknown[]
  deleteTitle: string
  /** The delete confirmation: what happens to the group's items. */
  deleteMessage(group: AdminGroup): string
  addedToast(name: string): string
  /**
   * `inline`: a form above the list adds, a row turns into a form to rename. `pages`: "Yeni …" and "Düzenle" go
   * to pages of their own (`newPath`, `editPath`).
   */
  editing:
    | { mode: 'inline'; newTitle: string; renamedToast(before: string, after: string): string }
    | {
        mode: 'pages'
        newLabel: string
        newPath: string
        editPath(id: number): string
        newDescription: string
        get(api: ApiClient, id: number): Promise<Group>
        oneKey(id: number): readonly unknown[]
        editTitle: string
        fieldHint: string
        backLabel: string
        loadingText: string
        notFound: { title: string; text: string; back: string }
        savedToast(before: string, after: string): string
      }
}

export const CATEGORY_GROUPS: GroupKind = {
  resource: 'categories',
  path: '/categories',
  title: 'Kategoriler',
  description: 'Blog yazılarının kategorileri; adlar sitede menüde ve yazılarda görünür.',
  countLabel: 'Yazı sayısı',
  loadingText: 'Kategoriler yükleniyor…',
  emptyText: 'Henüz kategori yok. İlk kategoriyi yukarıdaki formla ekleyin.',
  summary: (total) => `${count.format(total)} kategori`,
  fieldLabel: 'Kategori adı',
  schema: CategoryBody,
  calls: (api) => api.categories,
  listKey: keys.categories.withCounts(),
  deleteTitle: 'Kategoriyi sil',
  deleteMessage: ({ name, itemCount }) =>
    itemCount === 0
      ? `«${name}» silinecek. Bu kategoride yazı yok.`
      : `«${name}» silinecek. Bu kategorideki ${count.format(itemCount)} yazı silinmez; kategorisiz kalır.`,
  addedToast: (name) => `«${name}» kategorisi eklendi.`,
  editing: {
    mode: 'inline',
    newTitle: 'Yeni kategori',
    renamedToast: (before, after) => `«${before}» kategorisinin adı «${after}» olarak değiştirildi.`,
  },
}

export const CATALOG_GROUPS: GroupKind = {
  resource: 'catalogs',
  path: '/catalogs',
  title: 'Kataloglar',
  description: 'Operasyonlar sitede bu kataloglara göre gruplanır.',
  countLabel: 'Operasyon sayısı',
  loadingText: 'Kataloglar yükleniyor…',
  emptyText: 'Henüz katalog yok. «Yeni katalog» ile ilkini ekleyin.',
  summary: (total) => `${count.format(total)} katalog`,
  fieldLabel: 'Katalog adı',
  schema: CatalogBody,
  calls: (api) => api.catalogs,
  listKey: keys.catalogs.withCounts(),
  deleteTitle: 'Kataloğu sil',
  // The server refuses while operations remain in the catalog; the question says so before it is asked.
  deleteMessage: ({ name, itemCount }) =>
    itemCount === 0
      ? `«${name}» silinecek.`
      : `«${name}» silinecek. Katalogda ${count.format(itemCount)} operasyon var: operasyonu olan bir katalog silinemez, önce operasyonlarını başka bir kataloğa taşıyın.`,
  addedToast: (name) => `«${name}» kataloğu eklendi.`,
  editing: {
    mode: 'pages',
    newLabel: 'Yeni katalog',
    newPath: '/catalogs/new',
    editPath: (id) => `/catalogs/edit/${id}`,
    newDescription: 'Operasyonlar kataloglara göre gruplanır.',
    get: (api, id) => api.catalogs.get(id),
    oneKey: (id) => keys.catalogs.one(id),
    editTitle: 'Kataloğu düzenle',
    fieldHint: 'Sitede Operasyonlar menüsünde ve operasyon sayfalarında görünür.',
    backLabel: 'Kataloglar',
    loadingText: 'Katalog yükleniyor…',
    notFound: {
      title: 'Katalog bulunamadı',
      text: 'Bu katalog silinmiş ya da adres yanlış yazılmış olabilir.',
      back: 'Kataloglara dön',
    },
    savedToast: (before, after) =>
      after === before ? `«${after}» kaydedildi.` : `Katalog «${after}» olarak kaydedildi.`,
  },
}
