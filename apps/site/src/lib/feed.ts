import rss from '@astrojs/rss'
import type { Locale } from '@clinic/contract/locale'
import { withBlogDefaults } from '@clinic/ui/lib/defaults'
import { DATE_LOCALES } from '@clinic/ui/lib/i18n/dates'
import { messages } from '@clinic/ui/lib/i18n/index'
import { blogHref } from '@clinic/ui/lib/menu'
import { getSiteData } from './content.ts'
import { recordSharedImages } from './images.ts'
import { localePath } from './locale-paths.ts'
import { siteConfigIn } from './site-config.ts'

/**
 * The blog's newest 50 posts in one language (/rss.xml, /en/rss.xml, …), each linking to its page in that language;
 * the feed library escapes every value as XML text.
 */
export async function blogFeed(locale: Locale, site: URL | undefined): Promise<Response> {
  const data = await getSiteData(locale)
  // A feed has no cacheKey, so every build renders it: the sidebar's thumbnails in this language are listed for the
  // build here, whichever pages showing them are rendered (lib/images.ts, decision 0284).
  await recordSharedImages([...data.mostReadPosts, ...data.mostReadOperations])
  const facts = siteConfigIn(locale)
  return rss({
    title: `${facts.siteName} — Blog`,
    description: facts.defaultSeoDescription,
    // The channel's link is the language's home page.
    site: new URL(localePath(locale, '/'), site ?? 'http://localhost:4321').toString(),
    customData: `<language>${DATE_LOCALES[locale]}</language>`,
    items: data.posts.slice(0, 50).map(({ value }) => {
      const post = withBlogDefaults(value, { missing: messages(locale).missing })
      return {
        title: post.title,
        link: localePath(locale, blogHref(post)),
        pubDate: new Date(post.publishedDate),
        description: post.shortDescription ?? undefined,
        categories: post.tags,
      }
    }),
  })
}
