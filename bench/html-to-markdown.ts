// The benchmark's Markdown reference writes each article as a Markdown author would have.

/**
 * The rich text the admin's editor writes (headings, paragraphs, lists, quotes, bold, italic, links) as Markdown;
 * any other markup stays HTML, which Markdown passes through.
 */
export function htmlToMarkdown(html: string): string {
  const escaped = (text: string) => text.replace(/([\\*_[\]`])/g, '\\$1')
  const inline = (text: string) =>
    escaped(text)
      .replace(/<(strong|b)>(.*?)<\/\1>/g, '**$2**')
      .replace(/<(em|i)>(.*?)<\/\1>/g, '*$2*')
      .replace(/<a href="([^"]*)">(.*?)<\/a>/g, (_, href: string, label: string) => `[${label}](${href})`)
      .replace(/<br\s*\/?>/g, '  \n')
  const blocks: string[] = []
  const pattern =
    /<(h[1-6])>(.*?)<\/\1>|<p>(.*?)<\/p>|<(ul|ol)>(.*?)<\/\4>|<blockquote>(.*?)<\/blockquote>|(<[^>]+>[\s\S]*?(?=<(?:h[1-6]|p|ul|ol|blockquote)>|$))/gs
  for (const m of html.matchAll(pattern)) {
    if (m[1]) blocks.push(`${'#'.repeat(Number(m[1][1]))} ${inline(m[2]!.trim())}`)
    else if (m[3] !== undefined) blocks.push(inline(m[3].trim()))
    else if (m[4]) {
      const items = [...m[5]!.matchAll(/<li>(.*?)<\/li>/gs)].map((item) => inline(item[1]!.trim()))
      blocks.push(items.map((item, i) => `${m[4] === 'ol' ? `${i + 1}.` : '-'} ${item}`).join('\n'))
    } else if (m[6] !== undefined) {
      const text = m[6].replace(/<\/?p>/g, '\n').trim()
      blocks.push(
        text
          .split(/\n+/)
          .map((line) => `> ${inline(line.trim())}`)
          .join('\n>\n'),
      )
    } else if (m[7]?.trim()) blocks.push(m[7].trim())
  }
  return `${blocks.join('\n\n')}\n`
}
