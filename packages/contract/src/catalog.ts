import { z } from 'zod'

export const Catalog = z.object({ id: z.number().int(), name: z.string() })
export type Catalog = z.infer<typeof Catalog>

export const CatalogBody = z.object({
  name: z
    .string({ error: 'Katalog adı zorunludur.' })
    .trim()
    .min(1, 'Katalog adı zorunludur.')
    .max(100, 'Katalog adı en fazla 100 karakter olabilir.'),
})
export type CatalogBody = z.infer<typeof CatalogBody>
