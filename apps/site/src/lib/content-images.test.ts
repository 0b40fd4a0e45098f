import { describe, expect, it } from 'vitest'
import { withProcessedImages } from './content-images.ts'

const processed = async (path: string) =>
  path.includes('missing')
    ? null
    : { src: `/_astro/${path.split('/').pop()}`, srcset: '/_astro/a-480.webp 480w', width: 760, height: 475 }

describe('withProcessedImages', () => {
  it('turns an upload into the site’s own lazy, responsive picture and keeps its alt text', async () => {
    const html =
      '<p>Önce</p><img src="/uploads/content/a.webp" alt="Diz &amp; menisküs" width="1920" height="1200" /><p>Sonra</p>'
    expect(await withProcessedImages(html, processed)).toBe(
      '<p>Önce</p><img src="/_astro/a.webp" srcset="/_astro/a-480.webp 480w" sizes="(min-width: 1200px) 760px, (min-width: 992px) 60vw, 92vw" alt="Diz &amp; menisküs" width="760" height="475" loading="lazy" decoding="async"><p>Sonra</p>',
    )
  })

  it('leaves other pictures where they are, lazily loaded, and drops an upload that cannot be fetched', async () => {
    const html =
      '<img src="https://example.com/x.png" alt="" /><img src="/uploads/content/missing.webp" alt="" />'
    expect(await withProcessedImages(html, processed)).toBe(
      '<img src="https://example.com/x.png" alt="" loading="lazy" decoding="async">',
    )
  })

  it('returns text without pictures unchanged', async () => {
    expect(await withProcessedImages('<p>Metin</p>', processed)).toBe('<p>Metin</p>')
  })
})
