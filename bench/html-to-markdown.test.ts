import assert from 'node:assert/strict'
import { test } from 'node:test'
import { htmlToMarkdown } from './html-to-markdown.ts'

test('the rich text the editor writes becomes the Markdown an author would write', () => {
  const html = [
    '<h2>Diz Ağrısı</h2>',
    '<p>Ağrı <strong>uzun sürerse</strong> <em>mutlaka</em> <a href="/randevu">randevu alın</a>.</p>',
    '<ul>',
    '<li>Şişlik</li>',
    '<li>Kilitlenme</li>',
    '</ul>',
    '<ol><li>Dinlenme</li><li>Buz</li></ol>',
    '<blockquote><p>Erken tanı önemlidir.</p></blockquote>',
  ].join('\n')
  assert.equal(
    htmlToMarkdown(html),
    [
      '## Diz Ağrısı',
      '',
      'Ağrı **uzun sürerse** *mutlaka* [randevu alın](/randevu).',
      '',
      '- Şişlik\n- Kilitlenme',
      '',
      '1. Dinlenme\n2. Buz',
      '',
      '> Erken tanı önemlidir.',
      '',
    ].join('\n'),
  )
})

test('Markdown syntax in the text is escaped and other markup is kept as HTML', () => {
  assert.equal(
    htmlToMarkdown('<p>2*3 ve [not]</p><figure><img src="/a.webp" alt=""></figure>'),
    '2\\*3 ve \\[not\\]\n\n<figure><img src="/a.webp" alt=""></figure>\n',
  )
})
