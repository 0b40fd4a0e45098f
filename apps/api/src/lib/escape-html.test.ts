import { expect, test } from 'vitest'
import { escapeHtml } from './escape-html.ts'

test('the five characters that matter are escaped, everything else is kept', () => {
  expect(escapeHtml(`&<>"'ğ`)).toBe('&amp;&lt;&gt;&quot;&#39;ğ')
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
})
