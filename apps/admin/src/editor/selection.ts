import { $isLinkNode, type LinkNode } from '@lexical/link'
import { $isListNode, ListNode } from '@lexical/list'
import { $isHeadingNode, $isQuoteNode } from '@lexical/rich-text'
import { $findMatchingParent, $getNearestNodeOfType } from '@lexical/utils'
import {
  $getNodeByKey,
  $getRoot,
  $getSelection,
  $isElementNode,
  $isNodeSelection,
  $isRangeSelection,
  $isRootOrShadowRoot,
  $isTextNode,
  $setSelection,
  type BaseSelection,
  type LexicalNode,
  type NodeKey,
  type PointType,
} from 'lexical'
import { $isImageNode, type EditorImage } from './image-node.tsx'

export type BlockType = 'paragraph' | 'h2' | 'h3' | 'h4' | 'quote'
export type ListType = 'bullet' | 'number'

/** What the toolbar shows as pressed or chosen for the current selection. */
export interface SelectionFormat {
  block: BlockType | 'list'
  list: ListType | null
  bold: boolean
  italic: boolean
  link: boolean
  /** The one image selected (clicked), if that is the selection. */
  image: (EditorImage & { key: NodeKey }) | null
}

export const EMPTY_FORMAT: SelectionFormat = {
  block: 'paragraph',
  list: null,
  bold: false,
  italic: false,
  link: false,
  image: null,
}

function $topBlock(node: LexicalNode): LexicalNode {
  return $findMatchingParent(node, (n) => $isRootOrShadowRoot(n.getParent())) ?? node
}

export function $linkAt(node: LexicalNode): LinkNode | null {
  return $findMatchingParent(node, $isLinkNode) as LinkNode | null
}

/** Null when there is no selection at all (the editor never had the caret): the toolbar keeps what it showed. */
export function $readSelectionFormat(): SelectionFormat | null {
  const selection = $getSelection()
  if ($isNodeSelection(selection)) {
    const nodes = selection.getNodes()
    const node = nodes[0]
    if (nodes.length === 1 && $isImageNode(node))
      return { ...EMPTY_FORMAT, image: { ...node.getImage(), key: node.getKey() } }
    return EMPTY_FORMAT
  }
  if (!$isRangeSelection(selection)) return null
  const anchor = selection.anchor.getNode()
  const top = $topBlock(anchor)
  let block: SelectionFormat['block'] = 'paragraph'
  let list: ListType | null = null
  if ($isListNode(top)) {
    block = 'list'
    const type = ($getNearestNodeOfType(anchor, ListNode) ?? top).getListType()
    list = type === 'number' ? 'number' : 'bullet'
  } else if ($isHeadingNode(top)) {
    const tag = top.getTag()
    block = tag === 'h3' || tag === 'h4' ? tag : 'h2'
  } else if ($isQuoteNode(top)) {
    block = 'quote'
  }
  const focusLink = $linkAt(selection.focus.getNode())
  return {
    block,
    list,
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    link: $linkAt(anchor) !== null || focusLink !== null,
    image: null,
  }
}

function $pointIsValid(point: PointType): boolean {
  const node = $getNodeByKey(point.key)
  if (node === null || !node.isAttached()) return false
  if (point.type === 'text') return $isTextNode(node) && point.offset <= node.getTextContentSize()
  return $isElementNode(node) && point.offset <= node.getChildrenSize()
}

/**
 * Puts back the selection the writer had when they opened a form (focus went to its fields since), as long as it
 * still points into the text; else keeps the editor's own, or the end of the text when there is none.
 */
export function $restoreSelection(saved: BaseSelection | null): void {
  if ($isRangeSelection(saved) && $pointIsValid(saved.anchor) && $pointIsValid(saved.focus)) {
    $setSelection(saved.clone())
  } else if ($isNodeSelection(saved) && saved.getNodes().length > 0) {
    $setSelection(saved.clone())
  } else if ($getSelection() === null) {
    $getRoot().selectEnd()
  }
}
