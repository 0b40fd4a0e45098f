import type { APIRoute } from 'astro'
import { blogFeed } from '../lib/feed.ts'

/** The Turkish feed; the other languages' are /{locale}/rss.xml. */
export const GET: APIRoute = ({ site }) => blogFeed('tr', site)
