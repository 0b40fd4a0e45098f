import { z } from 'zod'

export const Category = z.object({ id: z.number().int(), name: z.string() })
export type Category = z.infer<typeof Category>

export const CategoryBody = z.object({
  name: z
    .string({ error: 'Kategori adı zorunludur.' })
    .trim()
    .min(1, 'Kategori adı zorunludur.')
    .max(100, 'Kategori adı en fazla 100 karakter olabilir.'),
})
export type CategoryBody = z.infer<typeof CategoryBody>
