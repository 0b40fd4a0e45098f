import { $dfs } from '@lexical/utils'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  $createNodeSelection,
  $getRoot,
  $isTextNode,
  $setSelection,
  getNearestEditorFromDOMNode,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical'
import { vi } from 'vitest'
import { exportHtml } from './html.ts'
import { $isImageNode } from './image-node.tsx'
import { RichTextEditor, type UploadImage } from './rich-text-editor.tsx'

export const LABEL = 'Metin'
export const HINT = 'Yazının tamamı.'

export interface EditorHarnessOptions {
  initialHtml?: string
  uploadImage?: UploadImage
  invalid?: boolean
}

/** The editor as a form shows it: a visible label, a hint, and the editor wired to them. Tests only. */
export function renderEditor(options: EditorHarnessOptions = {}) {
  const onChange = vi.fn<(html: string) => void>()
  const uploadImage =
    options.uploadImage ?? vi.fn<UploadImage>(() => Promise.reject(new Error('yükleme beklenmiyordu')))
  const user = userEvent.setup()
  const view = render(
    <div>
      <p id="demo-label">{LABEL}</p>
      <p id="demo-hint">{HINT}</p>
      <RichTextEditor
        id="demo-editor"
        labelId="demo-label"
        describedBy="demo-hint"
        invalid={options.invalid}
        initialHtml={options.initialHtml ?? ''}
        onChange={onChange}
        uploadImage={uploadImage}
      />
    </div>,
  )
  const textbox = screen.getByRole('textbox', { name: LABEL })
  const editor = getNearestEditorFromDOMNode(textbox)
  if (!editor) throw new Error('no Lexical editor on the text box')
  return {
    ...view,
    user,
    onChange,
    uploadImage,
    editor,
    textbox,
    html: () => exportHtml(editor),
    lastChange: () => onChange.mock.lastCall?.[0],
  }
}

/** An edit made the way the editor's own events make them, with React's state settled afterwards. */
export function update(editor: LexicalEditor, $change: () => void): void {
  act(() => {
    editor.update($change, { discrete: true })
  })
}

function $findText(text: string): { node: LexicalNode; offset: number } {
  for (const node of $getRoot().getAllTextNodes()) {
    const offset = node.getTextContent().indexOf(text)
    if (offset >= 0) return { node, offset }
  }
  throw new Error(`no text "${text}" in the editor`)
}

/** Selects `text` as a writer would by dragging over it (jsdom has no real selection to drag). */
export function selectText(editor: LexicalEditor, text: string): void {
  update(editor, () => {
    const { node, offset } = $findText(text)
    if ($isTextNode(node)) node.select(offset, offset + text.length)
  })
}

/** Puts the caret right after `text`. */
export function placeCaretAfter(editor: LexicalEditor, text: string): void {
  update(editor, () => {
    const { node, offset } = $findText(text)
    if ($isTextNode(node)) node.select(offset + text.length, offset + text.length)
  })
}

/** Selects the first image, as a click on it does. */
export function selectFirstImage(editor: LexicalEditor): void {
  update(editor, () => {
    const image = $dfs()
      .map(({ node }) => node)
      .find($isImageNode)
    if (!image) throw new Error('no image in the editor')
    const selection = $createNodeSelection()
    selection.add(image.getKey())
    $setSelection(selection)
  })
}
