import { z } from 'zod'
import { requiredText } from './common.ts'
import { TranslationStates } from './translation.ts'

/**
 * Catalogs (which hold operations) and categories (which hold posts) are one kind of thing: a named group of content,
 * its admin list row with the number of items it holds (active or not, counted by the API in one query), and the body
 * that names it (unique ignoring case and Turkish letters, decided by the API).
 */
function namedGroup(nameLabel: string) {
  const Item = z.object({ id: z.number().int(), name: z.string() })
  return {
    Item,
    /** The admin's row: the Turkish name, the items it holds and where each translation stands (issue 23). */
    AdminItem: Item.extend({
      itemCount: z.number().int().nonnegative(),
      translationStates: TranslationStates,
    }),
    Body: z.object({ name: requiredText(nameLabel, 1, 100) }),
  }
}

export const { Item: Catalog, AdminItem: AdminCatalog, Body: CatalogBody } = namedGroup('Katalog adı')
export const { Item: Category, AdminItem: AdminCategory, Body: CategoryBody } = namedGroup('Kategori adı')

export type Catalog = z.infer<typeof Catalog>
export type Category = z.infer<typeof Category>
/** The admin's list row: the catalog and how many operations it holds. */
export type AdminCatalog = z.infer<typeof AdminCatalog>
/** The admin's list row: the category and how many posts it holds. */
export type AdminCategory = z.infer<typeof AdminCategory>
export type CatalogBody = z.infer<typeof CatalogBody>
export type CategoryBody = z.infer<typeof CategoryBody>
