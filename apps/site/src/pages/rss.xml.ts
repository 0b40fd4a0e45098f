import rss from '@astrojs/rss'
import { withBlogDefaults } from '@clinic/ui/lib/defaults'
import { blogHref } from '@clinic/ui/lib/menu'
import type { APIRoute } from 'astro'
import { getSiteData } from '../lib/content.ts'
import { siteConfig } from '../lib/site-config.ts'

/** The blog's newest 50 posts; the feed library escapes every value as XML text. */
export const GET: APIRoute = async ({ site }) => {
  const data = await getSiteData()
  return rss({
    title: `${siteConfig.siteName} — Blog`,
    description: siteConfig.defaultSeoDescription,
    site: site ?? 'http://localhost:4321',
    customData: '<language>tr-TR</language>',
    items: data.posts.slice(0, 50).map(({ value }) => {
      const post = withBlogDefaults(value)
      return {
        title: post.title,
        link: blogHref(post),
        pubDate: new Date(post.publishedDate),
        description: post.shortDescription ?? undefined,
        categories: post.tags,
      }
    }),
  })
}
