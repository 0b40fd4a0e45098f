import { RICH_TEXT_HEADINGS, RICH_TEXT_TAG_ALIASES } from '@clinic/contract/rich-text'
import { isAllowedLinkHref } from '@clinic/contract/rich-text-urls'
import { HistoryExtension } from '@lexical/history'
import { LinkExtension, LinkNode } from '@lexical/link'
import { ListExtension, ListNode } from '@lexical/list'
import { HeadingNode, QuoteNode, RichTextExtension } from '@lexical/rich-text'
import { $unwrapNode } from '@lexical/utils'
import {
  COMMAND_PRIORITY_CRITICAL,
  configExtension,
  defineExtension,
  type EditorThemeClasses,
  type ElementNode,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  IS_BOLD,
  IS_ITALIC,
  type LexicalEditor,
  mergeRegister,
  ParagraphNode,
  type TextFormatType,
  TextNode,
} from 'lexical'
import { $importHtml } from './html.ts'
import { ImageNode } from './image-node.tsx'

/** What a link that opens a new tab carries (as the API's sanitiser writes it). */
export const NEW_TAB_REL = 'noopener noreferrer'

const TEXT_FORMATS: ReadonlySet<TextFormatType> = new Set(['bold', 'italic'])
const TEXT_FORMAT_MASK = IS_BOLD | IS_ITALIC

/** Class names only where an element alone cannot be styled; the saved HTML carries none of them. */
const THEME: EditorThemeClasses = {
  text: { bold: 'rte__bold', italic: 'rte__italic' },
  list: { nested: { listitem: 'rte__nested-item' } },
  image: 'rte__image-frame',
}

function $plainBlock(node: ElementNode): void {
  if (node.getFormatType() !== '') node.setFormat('')
  if (node.getIndent() !== 0) node.setIndent(0)
}

function $allowedHeading(node: HeadingNode): void {
  $plainBlock(node)
  const tag = RICH_TEXT_TAG_ALIASES[node.getTag()] ?? node.getTag()
  if (tag !== node.getTag() && (RICH_TEXT_HEADINGS as readonly string[]).includes(tag)) {
    node.setTag(tag as (typeof RICH_TEXT_HEADINGS)[number])
  }
}

function $allowedText(node: TextNode): void {
  const format = node.getFormat() & TEXT_FORMAT_MASK
  if (format !== node.getFormat()) node.setFormat(format)
  if (node.getStyle() !== '') node.setStyle('')
}

function $allowedLink(node: LinkNode): void {
  if (!isAllowedLinkHref(node.getURL())) {
    $unwrapNode(node)
    return
  }
  const newTab = node.getTarget() === '_blank'
  if (!newTab && node.getTarget() !== null) node.setTarget(null)
  if (node.getRel() !== (newTab ? NEW_TAB_REL : null)) node.setRel(newTab ? NEW_TAB_REL : null)
  if (node.getTitle() !== null) node.setTitle(null)
}

/**
 * Keeps the document inside the contract's feature list whatever arrives (paste, shortcuts, commands): bold and
 * italic only, no alignment or indentation, headings h2–h4, bullet and numbered lists, links the site allows.
 */
export function registerRichTextRules(editor: LexicalEditor): () => void {
  return mergeRegister(
    // Ctrl+U and friends: refused, as if the editor had no such format.
    editor.registerCommand(
      FORMAT_TEXT_COMMAND,
      (format) => !TEXT_FORMATS.has(format),
      COMMAND_PRIORITY_CRITICAL,
    ),
    editor.registerCommand(FORMAT_ELEMENT_COMMAND, () => true, COMMAND_PRIORITY_CRITICAL),
    editor.registerNodeTransform(TextNode, $allowedText),
    editor.registerNodeTransform(ParagraphNode, $plainBlock),
    editor.registerNodeTransform(QuoteNode, $plainBlock),
    editor.registerNodeTransform(HeadingNode, $allowedHeading),
    editor.registerNodeTransform(ListNode, (node) => {
      if (node.getListType() === 'check') node.setListType('bullet')
    }),
    editor.registerNodeTransform(LinkNode, $allowedLink),
  )
}

/**
 * The editor for one document: rich text with history, lists, links and images, starting from `initialHtml`
 * (read once, when the editor is built).
 */
export function richTextExtension(initialHtml: string) {
  return defineExtension({
    name: '@clinic/admin/rich-text',
    namespace: 'clinic-rich-text',
    theme: THEME,
    nodes: () => [ImageNode],
    dependencies: [
      RichTextExtension,
      HistoryExtension,
      ListExtension,
      configExtension(LinkExtension, { validateUrl: (url) => isAllowedLinkHref(url) }),
    ],
    register: registerRichTextRules,
    $initialEditorState: (editor) => $importHtml(editor, initialHtml),
  })
}
