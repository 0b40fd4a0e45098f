import { z } from 'zod'

export const Catalog = z.object({ id: z.number().int(), name: z.string() })
export type Catalog = z.infer<typeof Catalog>

/** The admin's list row: the catalog and how many operations (active or not) it holds, counted by the API in one query. */
export const AdminCatalog = Catalog.extend({ itemCount: z.number().int().nonnegative() })
export type AdminCatalog = z.infer<typeof AdminCatalog>

export const CatalogBody = z.object({
  name: z
    .string({ error: 'Katalog adı zorunludur.' })
    .trim()
    .min(1, 'Katalog adı zorunludur.')
    .max(100, 'Katalog adı en fazla 100 karakter olabilir.'),
})
export type CatalogBody = z.infer<typeof CatalogBody>
