import '../styles/editor.css'
import { cx } from '@clinic/ui/lib/class-names'
import { $createLinkNode, $isLinkNode, $toggleLink } from '@lexical/link'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalExtensionComposer } from '@lexical/react/LexicalExtensionComposer'
import { DRAG_DROP_PASTE } from '@lexical/rich-text'
import { $unwrapNode } from '@lexical/utils'
import {
  $createTextNode,
  $getNodeByKey,
  $getSelection,
  $insertNodes,
  $isNodeSelection,
  $isRangeSelection,
  type BaseSelection,
  COMMAND_PRIORITY_NORMAL,
  IS_APPLE,
  KEY_MODIFIER_COMMAND,
  type NodeKey,
} from 'lexical'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { NEW_TAB_REL, richTextExtension } from './extension.ts'
import { exportHtml } from './html.ts'
import { $createImageNode, $isImageNode, type EditorImage, ImageUrlContext } from './image-node.tsx'
import { ImagePanel, type UploadImage } from './image-panel.tsx'
import { LinkPanel, type LinkValue } from './link-panel.tsx'
import {
  $linkAt,
  $readSelectionFormat,
  $restoreSelection,
  EMPTY_FORMAT,
  type SelectionFormat,
} from './selection.ts'
import type { SearchSite } from './site-search.ts'
import { type PanelName, Toolbar } from './toolbar.tsx'

export type { UploadedImage, UploadImage } from './image-panel.tsx'

export const EDITOR_PLACEHOLDER = 'Metni buraya yazın…'

export interface RichTextEditorProps {
  /** The id of the editable area (the text box). */
  id: string
  /** The id of the visible label: the text box's aria-labelledby. */
  labelId: string
  /** Ids of hints or an error message about the field: the text box's aria-describedby. */
  describedBy?: string | undefined
  invalid?: boolean | undefined
  /**
   * The HTML to start from, read once when the editor mounts ("" is an empty document). Give the editor a new
   * `key` to load another document.
   */
  initialHtml: string
  /** The content as clean HTML (see html.ts), "" when empty; called only when the HTML changes. */
  onChange(html: string): void
  /** Sends an image (`api.uploads.image`), reporting progress from 0 to 1. */
  uploadImage: UploadImage
  /** "Sitede ara" in the link form: the site's pages, posts and operations. */
  searchSite?: SearchSite | undefined
  /** How to show a stored image src inside the editor (e.g. the API's origin before `/uploads/…`). */
  imageUrl?: ((src: string) => string) | undefined
  placeholder?: string | undefined
}

const sameUrl = (src: string) => src

/**
 * The rich-text editor of posts and operations: exactly the contract's features (`@clinic/contract/rich-text`),
 * written as the HTML the API's sanitiser keeps unchanged.
 */
export function RichTextEditor({ initialHtml, imageUrl, ...frame }: RichTextEditorProps) {
  // Built once; a new extension object would build a new editor and lose what was typed.
  const [extension] = useState(() => richTextExtension(initialHtml))
  return (
    <ImageUrlContext value={imageUrl ?? sameUrl}>
      <LexicalExtensionComposer extension={extension} contentEditable={null}>
        <EditorFrame {...frame} />
      </LexicalExtensionComposer>
    </ImageUrlContext>
  )
}

type OpenPanel =
  | {
      name: 'link'
      saved: BaseSelection | null
      linkKey: NodeKey | null
      current: { url: string; newTab: boolean } | null
      asksForText: boolean
    }
  | {
      name: 'image'
      saved: BaseSelection | null
      editing: (EditorImage & { key: NodeKey }) | null
      /** A pasted or dropped file the form asks about; null when the writer picks one. */
      file: File | null
      /** Pasted or dropped files waiting their turn, asked about one after another. */
      queue: readonly File[]
      /** A new number for each file, so the form starts afresh. */
      serial: number
    }

type EditorFrameProps = Omit<RichTextEditorProps, 'initialHtml' | 'imageUrl'>

function EditorFrame({
  id,
  labelId,
  describedBy,
  invalid,
  onChange,
  uploadImage,
  searchSite,
  placeholder = EDITOR_PLACEHOLDER,
}: EditorFrameProps) {
  const [editor] = useLexicalComposerContext()
  const panelId = useId()
  const [format, setFormat] = useState<SelectionFormat>(EMPTY_FORMAT)
  const [panel, setPanel] = useState<OpenPanel | null>(null)
  const serial = useRef(0)
  // The latest panel, for an upload that ends after more files were pasted meanwhile.
  const latestPanel = useRef(panel)
  useEffect(() => {
    latestPanel.current = panel
  })

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        const next = editorState.read($readSelectionFormat)
        if (next) setFormat(next)
      }),
    [editor],
  )

  const openPanel = useCallback(
    (name: PanelName) => {
      const next = editor.read((): OpenPanel => {
        const selection = $getSelection()
        const saved = selection?.clone() ?? null
        if (name === 'image') {
          const editing = $readSelectionFormat()?.image ?? null
          return { name, saved, editing, file: null, queue: [], serial: ++serial.current }
        }
        let link = null
        if ($isRangeSelection(selection))
          link = $linkAt(selection.anchor.getNode()) ?? $linkAt(selection.focus.getNode())
        else if ($isNodeSelection(selection)) link = selection.getNodes().map($linkAt).find(Boolean) ?? null
        return {
          name,
          saved,
          linkKey: link?.getKey() ?? null,
          current: link ? { url: link.getURL(), newTab: link.getTarget() === '_blank' } : null,
          // No words selected: the link needs words of its own (a selected image is linked as it is).
          asksForText:
            link === null &&
            (selection === null || ($isRangeSelection(selection) && selection.isCollapsed())),
        }
      })
      setPanel(next)
    },
    [editor],
  )

  const closePanel = useCallback(() => {
    setPanel(null)
    editor.focus()
  }, [editor])

  // Ctrl+K (⌘K): the link form, as in most editors.
  useEffect(
    () =>
      editor.registerCommand(
        KEY_MODIFIER_COMMAND,
        (event) => {
          const modifier = IS_APPLE ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey
          if (!modifier || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'k') return false
          event.preventDefault()
          openPanel('link')
          return true
        },
        COMMAND_PRIORITY_NORMAL,
      ),
    [editor, openPanel],
  )

  // A pasted or dropped image file goes the toolbar button's way: the image form opens with the file chosen,
  // asks for its description, and "Yükle ve ekle" uploads it where it was pasted or dropped. Lexical sends files
  // here only when the clipboard holds no text (text copied with pictures pastes as text and HTML).
  useEffect(
    () =>
      editor.registerCommand(
        DRAG_DROP_PASTE,
        (files) => {
          const [first, ...rest] = files
          if (!first) return false
          const saved = $getSelection()?.clone() ?? null
          setPanel((open) =>
            // The form is already asking about a new image (maybe uploading it): these wait their turn.
            open?.name === 'image' && open.editing === null && open.file !== null
              ? { ...open, queue: [...open.queue, ...files] }
              : { name: 'image', saved, editing: null, file: first, queue: rest, serial: ++serial.current },
          )
          return true
        },
        COMMAND_PRIORITY_NORMAL,
      ),
    [editor],
  )

  /**
   * After an image is inserted (`after`: the caret behind it) or the form is closed: the form for the next pasted or
   * dropped file, or none.
   */
  function nextImage(after?: BaseSelection | null) {
    const open = latestPanel.current
    const [file, ...queue] = open?.name === 'image' ? open.queue : []
    if (open?.name === 'image' && file) {
      setPanel({
        ...open,
        saved: after === undefined ? open.saved : after,
        file,
        queue,
        serial: ++serial.current,
      })
    } else closePanel()
  }

  function applyLink(open: Extract<OpenPanel, { name: 'link' }>, value: LinkValue) {
    const attributes = { target: value.newTab ? '_blank' : null, rel: value.newTab ? NEW_TAB_REL : null }
    editor.update(() => {
      const existing = open.linkKey === null ? null : $getNodeByKey(open.linkKey)
      if ($isLinkNode(existing)) {
        existing.setURL(value.url).setTarget(attributes.target).setRel(attributes.rel)
        return
      }
      $restoreSelection(open.saved)
      const selection = $getSelection()
      if ($isRangeSelection(selection) && selection.isCollapsed()) {
        const link = $createLinkNode(value.url, attributes).append($createTextNode(value.text || value.url))
        $insertNodes([link])
        link.selectNext()
      } else {
        $toggleLink(value.url, attributes)
      }
    })
    closePanel()
  }

  function removeLink(open: Extract<OpenPanel, { name: 'link' }>) {
    editor.update(() => {
      const existing = open.linkKey === null ? null : $getNodeByKey(open.linkKey)
      if ($isLinkNode(existing)) {
        $unwrapNode(existing)
        return
      }
      $restoreSelection(open.saved)
      $toggleLink(null)
    })
    closePanel()
  }

  function insertImage(open: Extract<OpenPanel, { name: 'image' }>, image: EditorImage) {
    editor.update(() => {
      $restoreSelection(open.saved)
      $insertNodes([$createImageNode(image)])
    })
    // The next pasted or dropped file goes right after this one.
    nextImage(editor.read(() => $getSelection()?.clone() ?? null))
  }

  function changeImage(key: NodeKey, change: (image: ReturnType<typeof $createImageNode>) => void) {
    editor.update(() => {
      const node = $getNodeByKey(key)
      if ($isImageNode(node)) change(node)
    })
    closePanel()
  }

  return (
    <div className={cx('rte', invalid && 'rte--invalid')}>
      <Toolbar
        editorId={id}
        format={format}
        panel={panel?.name ?? null}
        panelId={panelId}
        onOpenPanel={(name) => (panel?.name === name ? closePanel() : openPanel(name))}
      />
      {panel?.name === 'link' ? (
        <LinkPanel
          key={`link-${panel.linkKey}`}
          id={panelId}
          current={panel.current}
          asksForText={panel.asksForText}
          onApply={(value) => applyLink(panel, value)}
          onRemove={() => removeLink(panel)}
          onClose={closePanel}
          searchSite={searchSite}
        />
      ) : null}
      {panel?.name === 'image' ? (
        <ImagePanel
          key={`image-${panel.serial}`}
          id={panelId}
          editing={panel.editing}
          file={panel.file}
          waiting={panel.queue.length}
          uploadImage={uploadImage}
          onInsert={(image) => insertImage(panel, image)}
          onSaveAlt={(alt) => panel.editing && changeImage(panel.editing.key, (node) => node.setAlt(alt))}
          onRemove={() => panel.editing && changeImage(panel.editing.key, (node) => node.remove())}
          onClose={() => nextImage()}
        />
      ) : null}
      <div className="rte__surface">
        <ContentEditable
          id={id}
          className="rte__content"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid ? true : undefined}
          aria-multiline={true}
          aria-placeholder={placeholder}
          placeholder={<div className="rte__placeholder">{placeholder}</div>}
        />
      </div>
      <ChangeReporter onChange={onChange} />
    </div>
  )
}

/** Calls onChange with the new HTML after an edit that changed it (not for selection moves or a no-op). */
function ChangeReporter({ onChange }: { onChange(html: string): void }) {
  const [editor] = useLexicalComposerContext()
  const latest = useRef(onChange)
  useEffect(() => {
    latest.current = onChange
  })
  useEffect(() => {
    let last = exportHtml(editor)
    return editor.registerUpdateListener(({ dirtyElements, dirtyLeaves }) => {
      if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return
      const html = exportHtml(editor)
      if (html === last) return
      last = html
      latest.current(html)
    })
  }, [editor])
  return null
}
