import { z } from 'zod'

export const Category = z.object({ id: z.number().int(), name: z.string() })
export type Category = z.infer<typeof Category>

/** The admin's list row: the category and how many posts (active or not) it holds, counted by the API in one query. */
export const AdminCategory = Category.extend({ itemCount: z.number().int().nonnegative() })
export type AdminCategory = z.infer<typeof AdminCategory>

export const CategoryBody = z.object({
  name: z
    .string({ error: 'Kategori adı zorunludur.' })
    .trim()
    .min(1, 'Kategori adı zorunludur.')
    .max(100, 'Kategori adı en fazla 100 karakter olabilir.'),
})
export type CategoryBody = z.infer<typeof CategoryBody>
