import { describe, expect, test } from 'vitest'
import { normalizeRichTextHtml as clean } from './html.ts'

describe('normalizeRichTextHtml', () => {
  test('markup of other editors becomes the tags of the contract, without classes, styles or dir', () => {
    expect(
      clean(
        '<div class="post"><h1 id="t">Başlık</h1><p dir="ltr" class="text-center" style="color:red">' +
          '<span style="white-space: pre-wrap;">Bir</span> <b>kalın</b> <i>eğik</i> <u>altı</u> <font color="red">renk</font>' +
          '</p><h5>beş</h5><h6>altı</h6></div>',
      ),
    ).toBe(
      '<h2>Başlık</h2><p>Bir <strong>kalın</strong> <em>eğik</em> altı renk</p><h4>beş</h4><h4>altı</h4>',
    )
  })

  test('tables, figures and code keep their words as paragraphs; scripts, styles and frames are dropped', () => {
    expect(
      clean(
        '<table><tr><th>Ad</th><td>Değer</td></tr></table><figure><img src="/uploads/a.webp"><figcaption>Not</figcaption>' +
          '</figure><pre>satır 1\nsatır 2</pre><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>' +
          '<hr><p>son</p>',
      ),
    ).toBe(
      '<p>Ad</p><p>Değer</p><p><img src="/uploads/a.webp" alt="" /></p><p>Not</p><p>satır 1<br />satır 2</p><p>son</p>',
    )
  })

  test('a bold or italic wrapper around blocks formats their text; Google Docs’ font-weight:normal <b> does not', () => {
    expect(clean('<strong><p>a</p><p>b</p></strong>')).toBe(
      '<p><strong>a</strong></p><p><strong>b</strong></p>',
    )
    expect(clean('<b style="font-weight:normal;" id="docs-internal-guid-x"><p>düz</p></b>')).toBe(
      '<p>düz</p>',
    )
  })

  test('links keep http(s), mailto, tel, site and anchor addresses; target is only _blank, always with rel noopener', () => {
    expect(
      clean(
        '<p><a href="javascript:alert(1)">a</a> <a href="data:text/html,x">b</a> <a href="//yerel.example">c</a> ' +
          '<a href="/randevu">r</a> <a href="#bolum">s</a> ' +
          '<a href="https://x.example" target="_self" title="t" rel="nofollow">d</a> ' +
          '<a href="https://x.example" target="_blank">e</a> <a href="mailto:a@x.example">f</a></p>',
      ),
    ).toBe(
      '<p>a b c <a href="/randevu">r</a> <a href="#bolum">s</a> <a href="https://x.example">d</a> <a href="https://x.example" target="_blank" rel="noopener noreferrer">e</a> ' +
        '<a href="mailto:a@x.example">f</a></p>',
    )
  })

  test('formatting nests one way: a > strong > em, and equal neighbours merge', () => {
    expect(clean('<p><em><strong>a</strong></em><strong>b</strong><b><i>c</i></b></p>')).toBe(
      '<p><strong><em>a</em>b<em>c</em></strong></p>',
    )
    expect(clean('<p><strong><a href="https://x.example">bağ</a></strong></p>')).toBe(
      '<p><a href="https://x.example"><strong>bağ</strong></a></p>',
    )
    expect(clean('<p><strong>a<br>b</strong></p>')).toBe('<p><strong>a</strong><br /><strong>b</strong></p>')
  })

  test('images need an http(s) src or a site path; alt is always there; sizes only as whole numbers', () => {
    expect(
      clean(
        '<p><img src="data:image/png;base64,AAAA"><img src="//evil.example/x.png"><img src="javascript:x">' +
          '<img src="/uploads/a.webp" width="12.5" height="0"><img src="https://x.example/b.png" alt="B" width="640" height="480" loading="lazy"></p>',
      ),
    ).toBe(
      '<p><img src="/uploads/a.webp" alt="" /><img src="https://x.example/b.png" alt="B" width="640" height="480" /></p>',
    )
  })

  test('whitespace is what a browser shows: single spaces, none at the ends of a line', () => {
    expect(clean('<p>  iki   boşluk\n\tsekme&nbsp;&nbsp;sonu  <br>  yeni satır </p>')).toBe(
      '<p>iki boşluk sekme sonu<br />yeni satır</p>',
    )
    expect(clean('<p><strong>kalın </strong> düz</p>')).toBe('<p><strong>kalın </strong>düz</p>')
    expect(clean('<p>önce <img src="/a.png"> sonra</p>')).toBe(
      '<p>önce <img src="/a.png" alt="" /> sonra</p>',
    )
  })

  test('trailing line breaks go; empty blocks stay inside the text and go at its ends', () => {
    expect(clean('<p>a<br><br></p>')).toBe('<p>a</p>')
    expect(clean('<p><br></p><p>a</p><p></p><p>b</p><h2> </h2><p><br><br></p>')).toBe(
      '<p>a</p><p><br /></p><p>b</p>',
    )
    expect(clean('<ul><li></li><li>x</li></ul>')).toBe('<ul><li><br /></li><li>x</li></ul>')
  })

  test('a document without words or images is the empty string', () => {
    for (const empty of [
      '',
      '   ',
      '<p><br></p>',
      '<p>&nbsp;</p><h2></h2>',
      '<ul><li></li></ul>',
      '<script>x</script>',
    ]) {
      expect(clean(empty), empty).toBe('')
    }
  })

  test('text between blocks is a paragraph; the whitespace between tags is not', () => {
    expect(clean('<p>a</p>\n  <p>b</p>')).toBe('<p>a</p><p>b</p>')
    expect(clean('serbest <b>metin</b><p>p</p>sonra')).toBe(
      '<p>serbest <strong>metin</strong></p><p>p</p><p>sonra</p>',
    )
  })

  test('nested lists sit in the item before them, however they were written', () => {
    const standard = '<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>'
    expect(clean('<ul><li>a</li><li><ul><li>b</li></ul></li><li>c</li></ul>')).toBe(standard)
    expect(clean('<ul><li>a</li><ul><li>b</li></ul><li>c</li></ul>')).toBe(standard)
    expect(clean('<ul>gevşek<li>x</li></ul>')).toBe('<ul><li>gevşek</li><li>x</li></ul>')
  })

  test('a quote holds lines: its paragraphs become line breaks', () => {
    expect(clean('<blockquote><p>bir</p><p>iki</p></blockquote>')).toBe(
      '<blockquote>bir<br />iki</blockquote>',
    )
  })

  test('characters are escaped as sanitize-html writes them', () => {
    expect(clean('<p>a &amp; b &lt;c&gt; "d" \'e\'</p>')).toBe('<p>a &amp; b &lt;c&gt; "d" \'e\'</p>')
    expect(clean('<p><img src="https://x.example/?a=1&amp;b=2" alt="&quot;x&quot; &amp; <y>"></p>')).toBe(
      '<p><img src="https://x.example/?a=1&amp;b=2" alt="&quot;x&quot; &amp; &lt;y&gt;" /></p>',
    )
  })

  test('its output is its own fixed point', () => {
    const messy =
      '<h1>A</h1><p> x <b>y </b> <i> z</i><br><br></p><ul><li>1</li><li><ul><li>2</li></ul></li></ul>' +
      '<blockquote><p>q</p></blockquote><p><a href="https://x.example" target="_blank"><b>l</b> m</a></p>'
    const once = clean(messy)
    expect(clean(once)).toBe(once)
  })
})
