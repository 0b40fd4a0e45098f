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

describe('withProcessedImages on hostile text', () => {
  it('rewrites a picture whose alt is 200,000 spaces, keeping the alt whole', async () => {
    const alt = ' '.repeat(200_000)
    const html = `<p>a</p><img src="/uploads/content/a.webp" alt="${alt}" width="1" height="1" /><p>b</p>`
    const out = await withProcessedImages(html, processed)
    expect(out.startsWith('<p>a</p><img src="/_astro/a.webp" srcset=')).toBe(true)
    expect(out).toContain(` alt="${alt}" width="760" height="475" loading="lazy" decoding="async"><p>b</p>`)
  })

  it('leaves a tag the text never closes (200,000 spaces after it) and everything after it unchanged', async () => {
    const html = `<img src="/uploads/content/a.webp" alt="x"><img${' '.repeat(200_000)}`
    const out = await withProcessedImages(html, processed)
    expect(out.endsWith(`<img${' '.repeat(200_000)}`)).toBe(true)
    expect(out.startsWith('<img src="/_astro/a.webp"')).toBe(true)
  })

  it('keeps the other attributes as written, reads single quotes and bare names, and ignores <imgx> and case', async () => {
    const html = `<IMG SRC='https://example.com/x.png' ALT='say "hi"' data-x=1 hidden><imgx src="/uploads/content/a.webp">`
    expect(await withProcessedImages(html, processed)).toBe(
      '<img src="https://example.com/x.png" alt="say &quot;hi&quot;" data-x="1" hidden loading="lazy" decoding="async"><imgx src="/uploads/content/a.webp">',
    )
  })

  it('keeps positions right after letters whose lower case is longer (İ)', async () => {
    const html = '<p>İİİ</p><img src="/uploads/content/a.webp" alt="İzmir"><p>Son</p>'
    expect(await withProcessedImages(html, processed)).toBe(
      '<p>İİİ</p><img src="/_astro/a.webp" srcset="/_astro/a-480.webp 480w" sizes="(min-width: 1200px) 760px, (min-width: 992px) 60vw, 92vw" alt="İzmir" width="760" height="475" loading="lazy" decoding="async"><p>Son</p>',
    )
  })

  it('rewrites many pictures in one pass, each in its place', async () => {
    const html = Array.from(
      { length: 500 },
      (_, i) => `<p>${i}</p><img src="/uploads/content/${i}.webp" alt="">`,
    ).join('')
    const out = await withProcessedImages(html, processed)
    expect(out.match(/<img /g)).toHaveLength(500)
    expect(out).toContain('<p>499</p><img src="/_astro/499.webp"')
  })
})
