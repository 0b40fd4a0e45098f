import { RICH_TEXT_TAG_ALIASES, RICH_TEXT_TAGS, type RichTextTag } from '@clinic/contract/rich-text'
import { isAllowedLinkHref } from '@clinic/contract/rich-text-urls'
import { describe, expect, test } from 'vitest'
import { demoBlogs, demoOperations } from '../seed/demo-content.ts'
import { richTextToPlain, sanitizeRichText } from './sanitize-rich-text.ts'

/** One use of each allowed tag, written as the sanitiser writes it (so it must come back unchanged). */
const SAMPLE: Record<RichTextTag, string> = {
  p: '<p>Paragraf</p>',
  h2: '<h2>Başlık</h2>',
  h3: '<h3>Alt başlık</h3>',
  h4: '<h4>Küçük başlık</h4>',
  blockquote: '<blockquote><p>Alıntı</p></blockquote>',
  ul: '<ul><li>bir</li></ul>',
  ol: '<ol><li>bir</li></ol>',
  li: '<ul><li>madde</li></ul>',
  strong: '<p><strong>kalın</strong></p>',
  em: '<p><em>eğik</em></p>',
  a: '<p><a href="https://example.com/yol?a=1&amp;b=2">bağlantı</a></p>',
  br: '<p>satır<br />satır</p>',
  img: '<p><img src="/uploads/content/a.webp" alt="Diz" width="640" height="480" /></p>',
}

const HOSTILE = [
  '<p>Merhaba</p><script>alert(1)</script>',
  '<img src="https://x.test/a.jpg" onerror="alert(1)"><p onclick="alert(1)">a</p>',
  '<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a><a href="java\u0000script:alert(1)">z</a>',
  '<a href="&#106;avascript:alert(1)">x</a><a href=" javascript:alert(1)">y</a><a href="vbscript:x">z</a>',
  '<img src="data:image/svg+xml;base64,PHN2Zz4="><img src="//evil.test/a.png"><img src="/\\evil.test/a.png">',
  '<iframe src="https://x.test">yedek</iframe><style>p{}</style><form><input></form><p>ok</p>',
  '<noscript><p>n</p></noscript><xmp><b>x</b></xmp><textarea><p>t</p></textarea><title>T</title>',
  '<svg><script>alert(1)</script><text>s</text></svg><math><mi>m</mi></math><template><p>t</p></template>',
  '<p><p>iç içe</p></p></p><li>yalnız</li></ul><strong><em>çapraz</strong></em>',
  '<a href="https://x.test" target="_blank" rel="opener">x</a><a href="/r" target="_top">y</a>',
  '<p style="color:red" class="x" id="y" data-x="1" title="t">stil</p><span style="x">span</span>',
  '<table><tr><td>hücre</td></tr></table><div><section>bölüm</section></div><hr><pre><code>kod</code></pre>',
  '<!-- yorum --><![CDATA[x]]><?php echo 1 ?><p>a &lt; b &amp; c&nbsp;d &quot;e&quot;</p>',
  '<img src="/uploads/a.webp" width="100%" height="javascript:x" srcset="a 1x" loading="lazy">',
  '<a href="mailto:a@b.co">posta</a><a href="tel:+905551112233">telefon</a><a href="ftp://x">ftp</a>',
  '<p>kapanmamış <strong>kalın <em>eğik',
  '<h1>Bir</h1><h5>Beş</h5><h6>Altı</h6><b>kalın</b><i>eğik</i><B>BÜYÜK</B>',
  '<a href="https://x.test"><img src="https://x.test/a.png"></a><a><strong>boş</strong></a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.test/"><link rel="x">',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><p>&amp;lt;b&amp;gt;</p>',
]

const ORDINARY = [
  '<h2>Başlık</h2><p><strong>kalın</strong> <em>eğik</em> <a href="/randevu">randevu</a></p><ul><li>a</li></ul>',
  '<p>Ameliyattan sonra <strong>ilk iki hafta</strong> dizinizi <em>zorlamayın</em>.</p>',
  '<ol><li>Buz</li><li>Dinlenme<ul><li>yatak istirahati</li></ul></li></ol><blockquote><p>Söz</p></blockquote>',
  'düz metin, etiketsiz',
  '',
  ...Object.values(SAMPLE),
  ...[...demoOperations, ...demoBlogs].map((item) => item.fullContent),
]

describe('sanitizeRichText: the contract’s list', () => {
  test.each([...RICH_TEXT_TAGS])('<%s> is on the list and survives', (tag) => {
    const html = SAMPLE[tag]
    expect(html).toContain(`<${tag}`)
    expect(sanitizeRichText(html)).toBe(html)
  })

  test.each(Object.entries(RICH_TEXT_TAG_ALIASES))('<%s> becomes <%s>, keeping its text', (from, to) => {
    expect(sanitizeRichText(`<${from}>metin</${from}>`)).toBe(`<${to}>metin</${to}>`)
  })

  test.each([
    [
      'a table keeps only its text',
      '<table><tr><th>Başlık</th></tr><tr><td>hücre</td></tr></table>',
      'Başlıkhücre',
    ],
    ['a span is unwrapped', '<p>bir <span>iki</span> üç</p>', '<p>bir iki üç</p>'],
    ['h1 is the page title: it becomes h2', '<h1 class="x">Başlık</h1>', '<h2>Başlık</h2>'],
    ['a script goes with its code', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['an iframe goes with its fallback', '<iframe src="https://x.test">yedek</iframe><p>a</p>', '<p>a</p>'],
    ['a style attribute goes', '<p style="color:red">a</p>', '<p>a</p>'],
    [
      'a class attribute goes',
      '<p class="text-center">a</p><h2 class="editor-heading">b</h2>',
      '<p>a</p><h2>b</h2>',
    ],
    ['underline and strike are unwrapped', '<p><u>a</u><s>b</s><code>c</code></p>', '<p>abc</p>'],
    ['an unlisted attribute goes', '<p id="x" data-y="1" title="t">a</p>', '<p>a</p>'],
  ])('%s', (_name, html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected)
  })
})

describe('sanitizeRichText: links and images', () => {
  test('a link opening a new tab gets rel noopener noreferrer, whatever rel it had', () => {
    expect(sanitizeRichText('<a href="https://x.test" target="_BLANK" rel="opener">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })

  test('other targets and a rel without a new tab are dropped', () => {
    expect(sanitizeRichText('<a href="/r" target="_top" rel="nofollow">x</a>')).toBe('<a href="/r">x</a>')
  })

  test('http, https, mailto, tel and site paths are kept as link targets', () => {
    for (const href of [
      'http://x.test/',
      'https://x.test/a',
      'mailto:a@b.co',
      'tel:+905551112233',
      '/randevu',
      '/blog/diz-agrisi#tedavi',
      '/operations/menisk%C3%BCs?kaynak=blog',
      '#bolum',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`)
    }
  })

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '&#106;avascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'ftp://x.test/',
    '//evil.test/',
    '&#47;&#47;evil.test/',
    '/\\evil.test/',
    '\\\\evil.test/',
    '/blog\\..\\x',
    '/&#9;/evil.test/',
    '#',
    '##x',
    'randevu',
  ])('a link to %s loses the link and keeps its text', (href) => {
    expect(sanitizeRichText(`<a href="${href}">metin</a>`)).toBe('metin')
  })

  test('the sanitiser keeps a link exactly when the editor’s link rule allows it', () => {
    for (const href of [
      '/randevu',
      '#bolum',
      'https://x.test',
      'mailto:a@b.co',
      '//evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
      '#',
      'tel:12',
      'blog/x',
    ]) {
      const kept = sanitizeRichText(`<a href="${href}">x</a>`) !== 'x'
      expect(kept, href).toBe(isAllowedLinkHref(href))
    }
  })

  test('an image from http(s) or a site path keeps its source, alt and pixel sizes', () => {
    for (const src of ['https://x.test/a.png', 'http://x.test/a.png', '/uploads/content/a.webp']) {
      expect(sanitizeRichText(`<img src="${src}" alt="a">`)).toBe(`<img src="${src}" alt="a" />`)
    }
  })

  test.each([
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    '//evil.test/a.png',
    '/\\evil.test/a.png',
    'uploads/a.png',
    '../a.png',
    'blob:https://x.test/1',
    'ftp://x.test/a.png',
    '',
  ])('an image from %j is dropped', (src) => {
    expect(sanitizeRichText(`<p>a<img src="${src}" alt="x">b</p>`)).toBe('<p>ab</p>')
  })

  test('width and height stay only as whole pixels; srcset, loading and handlers go', () => {
    expect(
      sanitizeRichText(
        '<img src="/a.webp" width="100%" height="240" srcset="b 2x" loading="lazy" onload="alert(1)">',
      ),
    ).toBe('<img src="/a.webp" height="240" />')
  })
})

describe('sanitizeRichText: stable', () => {
  test.each(HOSTILE.map((html) => [html]))('hostile input sanitised twice is sanitised once: %s', (html) => {
    const once = sanitizeRichText(html)
    expect(sanitizeRichText(once)).toBe(once)
    expect(once).not.toMatch(/<script|<iframe|<style|\son\w+=|javascript:|style=|class=/i)
  })

  test.each(ORDINARY.map((html) => [html]))(
    'ordinary input sanitised twice is sanitised once: %s',
    (html) => {
      const once = sanitizeRichText(html)
      expect(sanitizeRichText(once)).toBe(once)
    },
  )

  test('every seed post and operation is already clean: it sanitises to itself', () => {
    for (const item of [...demoOperations, ...demoBlogs]) {
      expect(sanitizeRichText(item.fullContent), item.title).toBe(item.fullContent.trim())
    }
  })
})

describe('richTextToPlain', () => {
  test('keeps the words and drops the markup', () => {
    expect(richTextToPlain('<h2>Diz</h2><p>Ağrı &amp; şişlik</p>')).toBe('Diz Ağrı & şişlik')
  })

  test('block boundaries and line breaks separate words', () => {
    expect(
      richTextToPlain(
        '<ul><li>bir</li><li>iki</li></ul><p>üç<br />dört</p><blockquote><p>beş</p></blockquote>',
      ),
    ).toBe('bir iki üç dört beş')
  })

  test('reads sanitised seed content as plain words', () => {
    const html = sanitizeRichText(demoBlogs[0]!.fullContent)
    const plain = richTextToPlain(html)
    expect(plain).not.toMatch(/[<>]/)
    expect(plain.length).toBeGreaterThan(100)
  })
})
