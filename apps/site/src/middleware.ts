import { defineMiddleware } from 'astro:middleware'
import { DEFAULT_LOCALE } from '@clinic/contract/locale'
import { localizeLinks, splitLocalePath } from './lib/locale-paths.ts'

/**
 * A page in English, Georgian or Russian keeps its visitor in that language: every link to one of the site's pages
 * is rewritten to the language's address as the page is built (decision 0274). Done once here rather than in each
 * component, so the menu, the cards, the footer and a post's own "/randevu" link can never miss it.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next()
  const { locale } = splitLocalePath(context.url.pathname)
  if (locale === DEFAULT_LOCALE || !response.headers.get('content-type')?.includes('text/html'))
    return response
  const html = localizeLinks(await response.text(), locale)
  return new Response(html, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
})
