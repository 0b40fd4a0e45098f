import type { TranslationLocale } from '@clinic/contract/locale'
import type { APIRoute, GetStaticPaths } from 'astro'
import { blogFeed } from '../../lib/feed.ts'
import { translatedLocales } from '../../lib/routes.ts'

/** /en/rss.xml, /ka/rss.xml, /ru/rss.xml: each language's posts. */
export const getStaticPaths = (() =>
  translatedLocales().map((locale) => ({ params: { locale } }))) satisfies GetStaticPaths

export const GET: APIRoute = ({ params, site }) => blogFeed(params.locale as TranslationLocale, site)
