import type { ApiClient } from '@clinic/api-client/client'
import { CatalogBody } from '@clinic/contract/catalog'
import { CategoryBody } from '@clinic/contract/category'
import type { TranslationLocale } from '@clinic/contract/locales'
import type {
  GroupTranslation,
  GroupTranslationBody,
  GroupTranslationList,
  TranslationStates,
} from '@clinic/contract/translation'
import { keys } from '../../cache/keys.ts'

const count = new Intl.NumberFormat('tr-TR')

/** A group (category or catalog) as the admin list shows it: its name and how many items are in it. */
export interface AdminGroup {
  id: number
  name: string
  itemCount: number
  /** Each translation language's state (issue 23); absent while the API does not send it. */
  translationStates?: TranslationStates | undefined
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
  /** The group's names in the other languages (issue 23). */
  translations: {
    list(id: number): Promise<GroupTranslationList>
    save(id: number, locale: TranslationLocale, body: GroupTranslationBody): Promise<GroupTranslation>
    remove(id: number, locale: TranslationLocale): Promise<void>
  }
}

/**
 * A group's own page, `…/edit/{id}`: its Turkish name and its languages as tabs. Catalogs are edited there;
 * categories are renamed in their row and come here for their translations.
 */
export interface GroupPage {
  editPath(id: number): string
  /** The group, or null when there is none with this id. */
  get(api: ApiClient, id: number): Promise<Group | null>
  oneKey(id: number): readonly unknown[]
  translationsKey(id: number): readonly unknown[]
  editTitle: string
  fieldHint: string
  backLabel: string
  loadingText: string
  notFound: { title: string; text: string; back: string }
  savedToast(before: string, after: string): string
  /** The row's link to this page. */
  rowLink: string
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
   * `inline`: a form above the list adds, a row turns into a form to rename. `pages`: "Yeni …" goes to a page of
   * its own (`newPath`) and "Düzenle" to the group's page.
   */
  editing:
    | { mode: 'inline'; newTitle: string; renamedToast(before: string, after: string): string }
    | { mode: 'pages'; newLabel: string; newPath: string; newDescription: string }
  page: GroupPage
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
  page: {
    editPath: (id) => `/categories/edit/${id}`,
    // The API has no GET of one category: it is read from the admin's list (a handful of rows).
    get: async (api, id) => (await api.categories.adminList()).find((group) => group.id === id) ?? null,
    oneKey: (id) => keys.categories.one(id),
    translationsKey: (id) => keys.categories.translations(id),
    editTitle: 'Kategoriyi düzenle',
    fieldHint: 'Sitede menüde ve yazılarda görünür.',
    backLabel: 'Kategoriler',
    loadingText: 'Kategori yükleniyor…',
    notFound: {
      title: 'Kategori bulunamadı',
      text: 'Bu kategori silinmiş ya da adres yanlış yazılmış olabilir.',
      back: 'Kategorilere dön',
    },
    savedToast: (before, after) =>
      after === before ? `«${after}» kaydedildi.` : `Kategori «${after}» olarak kaydedildi.`,
    rowLink: 'Çeviriler',
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
    newDescription: 'Operasyonlar kataloglara göre gruplanır.',
  },
  page: {
    editPath: (id) => `/catalogs/edit/${id}`,
    get: (api, id) => api.catalogs.get(id),
    oneKey: (id) => keys.catalogs.one(id),
    translationsKey: (id) => keys.catalogs.translations(id),
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
    rowLink: 'Düzenle',
  },
}
