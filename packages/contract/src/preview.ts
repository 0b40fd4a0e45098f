import { z } from 'zod'
import { Id } from './common.ts'
import { LocaleSchema } from './locale.ts'

/**
 * Preview links (issue 24, item 2; decision 0285): a private, expiring, revocable link that shows a post or an
 * operation in one language as the site's own page, before it is public. The token is only in the link; the API keeps
 * its SHA-256.
 */

export const PREVIEW_KINDS = ['blog', 'operation'] as const
export type PreviewKind = (typeof PREVIEW_KINDS)[number]

/** Where a preview page lives on the site: `/onizleme/{token}` (served with the site, not an API call). */
export const PREVIEW_PATH_PREFIX = '/onizleme/'
export const PREVIEW_PAGE_ROUTE = `${PREVIEW_PATH_PREFIX}:token`

/** `POST …/preview-link`: a new link; `url` is the only place its token is ever given. */
export const PreviewLinkCreated = z.object({
  id: z.number().int(),
  url: z.string(),
  expiresAt: z.string(),
  locale: LocaleSchema,
})
export type PreviewLinkCreated = z.infer<typeof PreviewLinkCreated>

/** `GET …/preview-links`: an active link, without its token (it cannot be shown again). */
export const PreviewLinkSummary = z.object({
  id: z.number().int(),
  locale: LocaleSchema,
  expiresAt: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
})
export type PreviewLinkSummary = z.infer<typeof PreviewLinkSummary>

/** `?locale=`: the language the link shows (tr, the item itself, unless told). */
export const PreviewLocaleQuery = z.object({ locale: LocaleSchema.default('tr') })
/** `?locale=` on the list: only that language's links; every language when absent. */
export const PreviewListQuery = z.object({ locale: LocaleSchema.optional() })

export const PreviewLinkParams = z.object({ id: Id, linkId: Id })
/** A new item's draft's link (decision 0286). */
export const DraftPreviewLinkParams = z.object({ draftId: Id, linkId: Id })

/**
 * The site's preview templates: one page per kind and language, rendered at build time by the same layout as a real
 * post or operation page, with these markers where the item's texts go. The API fills them (escaped text; the body
 * is the item's sanitised HTML) when a link is opened: no renderer runs in the API process (decision 0240).
 */
export const PREVIEW_TEMPLATE_FOLDER = 'onizleme-sablonu'
/** The templates' addresses, which the server answers with its 404: they are no page of the site. */
export const PREVIEW_TEMPLATE_ROUTES = [
  `/${PREVIEW_TEMPLATE_FOLDER}/*`,
  `/:locale/${PREVIEW_TEMPLATE_FOLDER}/*`,
] as const
export const PREVIEW_MARKERS = {
  title: '@@ONIZLEME_TITLE@@',
  lead: '@@ONIZLEME_LEAD@@',
  body: '@@ONIZLEME_BODY@@',
  author: '@@ONIZLEME_AUTHOR@@',
  section: '@@ONIZLEME_SECTION@@',
  description: '@@ONIZLEME_DESCRIPTION@@',
  keywords: '@@ONIZLEME_KEYWORDS@@',
  tags: '@@ONIZLEME_TAGS@@',
} as const
/**
 * Dates go through the page's date formatting, which a marker would not survive: the templates carry these two
 * instants, and the API replaces them (as written, and as the language writes them) with the item's.
 */
export const PREVIEW_DATES = {
  published: '2001-02-03T04:05:06.000Z',
  updated: '2002-03-04T05:06:07.000Z',
} as const
