import { RICH_TEXT_HEADINGS, RICH_TEXT_TAG_ALIASES } from '@clinic/contract/rich-text'
import { isAllowedImageSrc, isAllowedLinkHref } from '@clinic/contract/rich-text-urls'
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html'
import { $createParagraphNode, $getRoot, HISTORY_MERGE_TAG, type LexicalEditor } from 'lexical'

/*
 * The editor's HTML is the contract's allow-list (`@clinic/contract/rich-text`) in one canonical shape, so that
 * save → reload → save gives the same string and the server's sanitiser (sanitize-html) has nothing to change:
 *
 * - blocks: p, h2–h4, blockquote, ul/ol with li (a nested list sits in the li it belongs to); inline: a > strong >
 *   em > text, br, img; nothing else, no attribute but a's href/target/rel and img's src/alt/width/height;
 * - text whitespace collapsed as a browser shows it: no leading or trailing spaces in a line, no double spaces,
 *   non-breaking spaces as plain ones;
 * - a block's trailing line breaks dropped (a browser does not show them); an empty block is `<p><br /></p>`, empty
 *   blocks at the start and end are dropped, and a document without text or images is "";
 * - links outside http(s)/mailto/tel lose their <a> (the text stays); target is only "_blank", which always comes
 *   with rel="noopener noreferrer" (what the sanitiser writes); images need an http(s) src or a site path;
 * - written as sanitize-html writes: `<br />`, `<img … />`, `&amp; &lt; &gt;` in text, `&quot;` also in attributes.
 */

const NEW_TAB_REL = 'noopener noreferrer'

interface LinkMark {
  href: string
  newTab: boolean
}

interface Marks {
  strong: boolean
  em: boolean
  link: LinkMark | null
}

type Run =
  | { kind: 'text'; text: string; strong: boolean; em: boolean; link: LinkMark | null }
  | { kind: 'br'; link: LinkMark | null }
  | {
      kind: 'img'
      src: string
      alt: string
      width: number | null
      height: number | null
      link: LinkMark | null
    }

type TextBlockTag = 'p' | 'h2' | 'h3' | 'h4' | 'blockquote'
type ListTag = 'ul' | 'ol'

interface ListItem {
  runs: Run[]
  lists: ListBlock[]
}

interface ListBlock {
  kind: 'list'
  tag: ListTag
  items: ListItem[]
}

type Block = { kind: 'text'; tag: TextBlockTag; runs: Run[] } | ListBlock

/** Elements whose content is never text of the document. */
const DROPPED = new Set([
  'applet',
  'area',
  'audio',
  'base',
  'button',
  'canvas',
  'datalist',
  'embed',
  'frame',
  'frameset',
  'head',
  'iframe',
  'input',
  'link',
  'map',
  'math',
  'meta',
  'noscript',
  'object',
  'option',
  'param',
  'script',
  'select',
  'source',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
  'track',
  'video',
])

/** Elements that start and end a block (their content is kept; the element itself only when it is allowed). */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'caption',
  'center',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
])

const isElement = (node: Node): node is Element => node.nodeType === 1
const isText = (node: Node): node is Text => node.nodeType === 3

function tagOf(element: Element): string {
  const tag = element.localName.toLowerCase()
  return RICH_TEXT_TAG_ALIASES[tag] ?? tag
}

function isHeading(tag: string): tag is 'h2' | 'h3' | 'h4' {
  return (RICH_TEXT_HEADINGS as readonly string[]).includes(tag)
}

function containsBlock(element: Element): boolean {
  for (const child of element.children) {
    const tag = child.localName.toLowerCase()
    if (DROPPED.has(tag)) continue
    if (BLOCKS.has(tag) || containsBlock(child)) return true
  }
  return false
}

/** `<b style="font-weight: normal">` is how Google Docs wraps a whole document: it is not bold. */
function isNotBold(element: Element): boolean {
  const weight = element.getAttribute('style')?.match(/font-weight\s*:\s*([a-z0-9]+)/i)?.[1]
  return weight !== undefined && (weight === 'normal' || Number(weight) < 600)
}

function marksOf(element: Element, tag: string, marks: Marks): Marks {
  if (tag === 'strong') return isNotBold(element) ? marks : { ...marks, strong: true }
  if (tag === 'em') return { ...marks, em: true }
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? ''
    if (!isAllowedLinkHref(href)) return marks
    return { ...marks, link: { href, newTab: element.getAttribute('target') === '_blank' } }
  }
  return marks
}

function dimension(value: string | null): number | null {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null
  const number = Number(value)
  return number > 0 ? number : null
}

function lineBreak(runs: Run[], marks: Marks): void {
  if (runs.length > 0 && runs[runs.length - 1]?.kind !== 'br') runs.push({ kind: 'br', link: marks.link })
}

/** The inline content of `node`; blocks met inside (a <p> in a quote, a <div> in a list item) become lines. */
function collectInline(
  nodes: Iterable<Node>,
  marks: Marks,
  runs: Run[],
  inPre: boolean,
  skipLists: boolean,
): void {
  for (const child of nodes) {
    if (isText(child)) {
      const parts = inPre ? child.data.split('\n') : [child.data]
      parts.forEach((text, index) => {
        if (index > 0) runs.push({ kind: 'br', link: marks.link })
        runs.push({ kind: 'text', text, strong: marks.strong, em: marks.em, link: marks.link })
      })
      continue
    }
    if (!isElement(child)) continue
    const tag = tagOf(child)
    if (DROPPED.has(tag)) continue
    if (tag === 'br') {
      runs.push({ kind: 'br', link: marks.link })
    } else if (tag === 'img') {
      const src = child.getAttribute('src')?.trim() ?? ''
      if (!isAllowedImageSrc(src)) continue
      runs.push({
        kind: 'img',
        src,
        alt: child.getAttribute('alt') ?? '',
        width: dimension(child.getAttribute('width')),
        height: dimension(child.getAttribute('height')),
        link: marks.link,
      })
    } else if (skipLists && (tag === 'ul' || tag === 'ol')) {
      // A list item's own sublists are read by readList.
    } else if (BLOCKS.has(tag)) {
      lineBreak(runs, marks)
      collectInline(child.childNodes, marks, runs, inPre || tag === 'pre', false)
      lineBreak(runs, marks)
    } else {
      collectInline(child.childNodes, marksOf(child, tag, marks), runs, inPre, false)
    }
  }
}

function readList(element: Element, tag: ListTag, marks: Marks): ListBlock {
  const list: ListBlock = { kind: 'list', tag, items: [] }
  const previous = () => list.items[list.items.length - 1]
  let loose: Run[] = []
  const flushLoose = () => {
    if (normaliseRuns(loose).length > 0) list.items.push({ runs: loose, lists: [] })
    loose = []
  }
  for (const child of element.childNodes) {
    const childTag = isElement(child) ? tagOf(child) : ''
    if (isElement(child) && childTag === 'li') {
      flushLoose()
      const item: ListItem = { runs: [], lists: [] }
      collectInline(child.childNodes, marks, item.runs, false, true)
      for (const sub of child.children) {
        const subTag = tagOf(sub)
        if (subTag === 'ul' || subTag === 'ol') item.lists.push(readList(sub, subTag, marks))
      }
      const last = previous()
      // Lexical writes a nested list as an item of its own (<li><ul>…</ul></li>); it belongs to the item before.
      if (item.lists.length > 0 && normaliseRuns(item.runs).length === 0 && last)
        last.lists.push(...item.lists)
      else list.items.push(item)
    } else if (isElement(child) && (childTag === 'ul' || childTag === 'ol')) {
      flushLoose()
      const sub = readList(child, childTag, marks)
      const last = previous()
      if (last) last.lists.push(sub)
      else list.items.push({ runs: [], lists: [sub] })
    } else {
      collectInline([child], marks, loose, false, false)
    }
  }
  flushLoose()
  return list
}

function readBlocks(node: Node, marks: Marks, blocks: Block[], pending: Run[]): void {
  // Loose inline content between blocks is a paragraph, unless it is only the whitespace between tags.
  const flush = () => {
    const runs = pending.splice(0)
    if (normaliseRuns(runs).length > 0) blocks.push({ kind: 'text', tag: 'p', runs })
  }
  for (const child of node.childNodes) {
    if (!isElement(child)) {
      if (isText(child)) collectInline([child], marks, pending, false, false)
      continue
    }
    const tag = tagOf(child)
    if (DROPPED.has(tag)) continue
    if (tag === 'p' || tag === 'pre' || tag === 'blockquote' || isHeading(tag)) {
      flush()
      const runs: Run[] = []
      collectInline(child.childNodes, marks, runs, tag === 'pre', false)
      blocks.push({ kind: 'text', tag: tag === 'pre' ? 'p' : (tag as TextBlockTag), runs })
    } else if (tag === 'ul' || tag === 'ol') {
      flush()
      blocks.push(readList(child, tag, marks))
    } else if (BLOCKS.has(tag)) {
      flush()
      readBlocks(child, marks, blocks, pending)
      flush()
    } else if (containsBlock(child)) {
      readBlocks(child, marksOf(child, tag, marks), blocks, pending)
    } else {
      collectInline([child], marks, pending, false, false)
    }
  }
}

const sameLink = (a: LinkMark | null, b: LinkMark | null) =>
  a === b || (a !== null && b !== null && a.href === b.href && a.newTab === b.newTab)

/**
 * Whitespace as a browser shows it: runs of spaces become one; a space at the start or end of a line (a line ends
 * at a break or the end of the block; an image is content like a word) or after another space goes. Trailing line
 * breaks go (a browser does not show them, and Lexical drops them when reading); an empty text goes.
 */
function normaliseRuns(input: readonly Run[]): Run[] {
  const runs: Run[] = input.map((run) =>
    run.kind === 'text'
      ? { ...run, text: run.text.replace(/\u00a0/g, ' ').replace(/[ \t\n\r\f]+/g, ' ') }
      : run,
  )
  for (let index = 0; index < runs.length; index++) {
    const run = runs[index]
    if (run?.kind !== 'text') continue
    let text = run.text
    if (text.startsWith(' ')) {
      // What comes before in the line, already tidied: nothing, an image, or a text ending with or without a space.
      let spaceBefore = true
      for (let back = index - 1; back >= 0; back--) {
        const other = runs[back]
        if (other === undefined || other.kind === 'br') break
        if (other.kind === 'img' || other.text.length > 0) {
          spaceBefore = other.kind === 'text' && other.text.endsWith(' ')
          break
        }
      }
      if (spaceBefore) text = text.slice(1)
    }
    if (text.endsWith(' ')) {
      let followed = false
      for (let next = index + 1; next < runs.length; next++) {
        const other = runs[next]
        if (other === undefined || other.kind === 'br') break
        if (other.kind === 'img' || other.text.trim() !== '') {
          followed = true
          break
        }
      }
      if (!followed) text = text.slice(0, -1)
    }
    runs[index] = { ...run, text }
  }
  const kept = runs.filter((run) => run.kind !== 'text' || run.text.length > 0)
  // Merge neighbouring texts of the same marks, so the nesting written below is the only one.
  const merged: Run[] = []
  for (const run of kept) {
    const last = merged[merged.length - 1]
    if (
      run.kind === 'text' &&
      last?.kind === 'text' &&
      last.strong === run.strong &&
      last.em === run.em &&
      sameLink(last.link, run.link)
    ) {
      merged[merged.length - 1] = { ...last, text: last.text + run.text }
    } else {
      merged.push(run)
    }
  }
  while (merged.length > 0 && merged[merged.length - 1]?.kind === 'br') merged.pop()
  return merged
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;')
}

/** Consecutive items of `items` that share `key`, in order. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K, same: (a: K, b: K) => boolean): [K, T[]][] {
  const groups: [K, T[]][] = []
  for (const item of items) {
    const k = key(item)
    const last = groups[groups.length - 1]
    if (last && same(last[0], k)) last[1].push(item)
    else groups.push([k, [item]])
  }
  return groups
}

function writeRun(run: Run): string {
  if (run.kind === 'text') return escapeText(run.text)
  if (run.kind === 'br') return '<br />'
  const size =
    (run.width !== null ? ` width="${run.width}"` : '') +
    (run.height !== null ? ` height="${run.height}"` : '')
  return `<img src="${escapeAttribute(run.src)}" alt="${escapeAttribute(run.alt)}"${size} />`
}

/** a > strong > em > text: Lexical's links are elements around formatted text, so that nesting always holds. */
function writeInline(runs: readonly Run[]): string {
  const strongOf = (run: Run) => run.kind === 'text' && run.strong
  const emOf = (run: Run) => run.kind === 'text' && run.em
  return groupBy(runs, (run) => run.link, sameLink)
    .map(([link, linked]) => {
      const inner = groupBy(linked, strongOf, Object.is)
        .map(([strong, strongRuns]) => {
          const text = groupBy(strongRuns, emOf, Object.is)
            .map(([em, emRuns]) => {
              const html = emRuns.map(writeRun).join('')
              return em ? `<em>${html}</em>` : html
            })
            .join('')
          return strong ? `<strong>${text}</strong>` : text
        })
        .join('')
      if (link === null) return inner
      const target = link.newTab ? ` target="_blank" rel="${NEW_TAB_REL}"` : ''
      return `<a href="${escapeAttribute(link.href)}"${target}>${inner}</a>`
    })
    .join('')
}

function writeList(list: ListBlock): string {
  const items = list.items.map((item) => {
    const inline = writeInline(normaliseRuns(item.runs))
    const lists = item.lists.filter((sub) => sub.items.length > 0).map(writeList)
    return `<li>${inline === '' && lists.length === 0 ? '<br />' : inline}${lists.join('')}</li>`
  })
  return `<${list.tag}>${items.join('')}</${list.tag}>`
}

function documentHasContent(blocks: readonly Block[]): boolean {
  const runsHaveContent = (runs: readonly Run[]) =>
    runs.some((run) => run.kind === 'img' || (run.kind === 'text' && run.text.trim() !== ''))
  const listHasContent = (list: ListBlock): boolean =>
    list.items.some((item) => runsHaveContent(item.runs) || item.lists.some(listHasContent))
  return blocks.some((block) => (block.kind === 'list' ? listHasContent(block) : runsHaveContent(block.runs)))
}

/** Any HTML (the editor's own, stored content, pasted text) in the editor's canonical allow-listed form. */
export function normalizeRichTextHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  const blocks: Block[] = []
  const pending: Run[] = []
  readBlocks(parsed.body, { strong: false, em: false, link: null }, blocks, pending)
  if (normaliseRuns(pending).length > 0) blocks.push({ kind: 'text', tag: 'p', runs: pending })
  if (!documentHasContent(blocks)) return ''

  const written = blocks
    .map((block) => {
      if (block.kind === 'list') return block.items.length > 0 ? writeList(block) : ''
      const inline = writeInline(normaliseRuns(block.runs))
      return `<${block.tag}>${inline === '' ? '<br />' : inline}</${block.tag}>`
    })
    .filter((html) => html !== '')
  const isEmptyBlock = (html: string | undefined) =>
    html !== undefined && /^<(p|h[2-4]|blockquote)><br \/><\/\1>$/.test(html)
  while (isEmptyBlock(written[0])) written.shift()
  while (isEmptyBlock(written[written.length - 1])) written.pop()
  return written.join('')
}

/**
 * The clean HTML with every text in `white-space: pre-wrap` (as Lexical itself writes text), so that Lexical reads
 * the spaces exactly as they are: its own reading trims a space beside an image, which a browser shows.
 */
function preserveSpaces(clean: string): Document {
  const dom = new DOMParser().parseFromString(clean, 'text/html')
  const walker = dom.createTreeWalker(dom.body, NodeFilter.SHOW_TEXT)
  const texts: Text[] = []
  while (walker.nextNode()) texts.push(walker.currentNode as Text)
  for (const text of texts) {
    const span = dom.createElement('span')
    span.style.whiteSpace = 'pre-wrap'
    text.replaceWith(span)
    span.append(text)
  }
  return dom
}

/** Replaces the editor's content with `html` (cleaned first); an empty document is one empty paragraph. */
export function $importHtml(editor: LexicalEditor, html: string): void {
  const clean = normalizeRichTextHtml(html)
  const root = $getRoot()
  root.clear()
  if (clean !== '') root.append(...$generateNodesFromDOM(editor, preserveSpaces(clean)))
  if (root.isEmpty()) root.append($createParagraphNode())
}

export function importHtml(editor: LexicalEditor, html: string): void {
  // Loading content is not an edit: it is not a step to undo.
  editor.update(() => $importHtml(editor, html), { tag: HISTORY_MERGE_TAG, discrete: true })
}

/** The editor's content as canonical HTML ("" when it holds no text and no image). */
export function $exportHtml(editor: LexicalEditor): string {
  return normalizeRichTextHtml($generateHtmlFromNodes(editor, null))
}

export function exportHtml(editor: LexicalEditor): string {
  return editor.read(() => $exportHtml(editor))
}
