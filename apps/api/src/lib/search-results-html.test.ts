import { describe, expect, test } from 'vitest'
import { searchResultsHtml } from './search-results-html.ts'

describe('searchResultsHtml', () => {
  test('posts then operations, in the markup the site styles', () => {
    expect(
      searchResultsHtml({
        posts: [{ slug: 'diz-agrisi', title: 'Diz Ağrısı' }],
        operations: [{ slug: 'diz-protezi', title: 'Diz Protezi' }],
      }),
    ).toBe(
      [
        '<ul class="search-results">',
        '  <li class="search-results__item"><a class="search-results__link" href="/blog/diz-agrisi"><span class="search-results__kind">Blog</span> <span class="search-results__title">Diz Ağrısı</span></a></li>',
        '  <li class="search-results__item"><a class="search-results__link" href="/operations/diz-protezi"><span class="search-results__kind">Operasyon</span> <span class="search-results__title">Diz Protezi</span></a></li>',
        '</ul>',
      ].join('\n'),
    )
  })

  test('nothing found is an empty string', () => {
    expect(searchResultsHtml({ posts: [], operations: [] })).toBe('')
  })

  test('titles are escaped and slugs URL-encoded', () => {
    const html = searchResultsHtml({
      posts: [{ slug: 'a"b<c', title: `<script>alert("x")</script> & 'y'` }],
      operations: [],
    })
    expect(html).toContain('href="/blog/a%22b%3Cc"')
    expect(html).toContain(
      '<span class="search-results__title">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;</span>',
    )
    expect(html).not.toContain('<script>')
  })
})
