import { z } from 'zod'

/**
 * The site's search box (docs/spec §7): the theme posts the form field `searchTerm` (application/x-www-form-urlencoded)
 * to `inc/ajax-search.html` and shows the HTML fragment answered.
 */
export const SiteSearchForm = z.object({
  searchTerm: z.string().max(200, 'Arama metni en fazla 200 karakter olabilir.').default(''),
})
export type SiteSearchForm = z.infer<typeof SiteSearchForm>
