import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text'
import { $setBlocksType } from '@lexical/selection'
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  IS_APPLE,
  mergeRegister,
  REDO_COMMAND,
  UNDO_COMMAND,
} from 'lexical'
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react'
import { $restoreSelection, type BlockType, type SelectionFormat } from './selection.ts'

const MOD = IS_APPLE ? '⌘' : 'Ctrl+'
const MOD_KEY = IS_APPLE ? 'Meta' : 'Control'

export const BLOCK_LABELS: Readonly<Record<BlockType, string>> = {
  paragraph: 'Paragraf',
  h2: 'Başlık 2',
  h3: 'Başlık 3',
  h4: 'Başlık 4',
  quote: 'Alıntı',
}

export type PanelName = 'link' | 'image'

interface ToolbarProps {
  editorId: string
  format: SelectionFormat
  panel: PanelName | null
  panelId: string
  onOpenPanel(panel: PanelName): void
}

/** Keeps the caret in the text when a button is clicked with the mouse (keyboard use is unaffected). */
const keepFocus = (event: MouseEvent) => event.preventDefault()

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className="rte__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  )
}

interface ToolButtonProps {
  label: string
  shortcut?: { text: string; aria: string } | undefined
  pressed?: boolean | undefined
  disabled?: boolean | undefined
  expanded?: boolean | undefined
  controls?: string | undefined
  onClick(): void
  children: ReactNode
}

function ToolButton({
  label,
  shortcut,
  pressed,
  disabled,
  expanded,
  controls,
  onClick,
  children,
}: ToolButtonProps) {
  return (
    <button
      type="button"
      className="rte__tool"
      aria-label={label}
      title={shortcut ? `${label} (${shortcut.text})` : label}
      aria-keyshortcuts={shortcut?.aria}
      aria-pressed={pressed}
      aria-haspopup={expanded === undefined ? undefined : 'dialog'}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      disabled={disabled}
      onMouseDown={keepFocus}
      onClick={onClick}
    >
      {children}
    </button>
  )
}

/** Undo and redo follow the history's own answers (nothing to undo right after loading). */
function useHistoryState() {
  const [editor] = useLexicalComposerContext()
  const [canUndo, setCanUndo] = useState(false)
  const [canRedo, setCanRedo] = useState(false)
  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (value) => {
            setCanUndo(value)
            return false
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (value) => {
            setCanRedo(value)
            return false
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor],
  )
  return { canUndo, canRedo }
}

export function Toolbar({ editorId, format, panel, panelId, onOpenPanel }: ToolbarProps) {
  const [editor] = useLexicalComposerContext()
  const { canUndo, canRedo } = useHistoryState()

  function setBlock(type: BlockType) {
    editor.update(() => {
      $restoreSelection(null)
      const selection = $getSelection()
      if (!$isRangeSelection(selection)) return
      $setBlocksType(selection, () => {
        if (type === 'paragraph') return $createParagraphNode()
        if (type === 'quote') return $createQuoteNode()
        return $createHeadingNode(type)
      })
    })
  }

  function toggleList(type: 'bullet' | 'number') {
    if (format.list === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined)
    else
      editor.dispatchCommand(
        type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      )
  }

  return (
    <div className="rte__toolbar" role="toolbar" aria-label="Metin biçimi" aria-controls={editorId}>
      <div className="rte__group">
        <ToolButton
          label="Geri al"
          shortcut={{ text: `${MOD}Z`, aria: `${MOD_KEY}+Z` }}
          disabled={!canUndo}
          onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
        >
          <Icon>
            <path d="M9 14 4 9l5-5" />
            <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
          </Icon>
        </ToolButton>
        <ToolButton
          label="Yinele"
          shortcut={
            IS_APPLE
              ? { text: '⇧⌘Z', aria: 'Meta+Shift+Z' }
              : { text: 'Ctrl+Y', aria: 'Control+Y Control+Shift+Z' }
          }
          disabled={!canRedo}
          onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
        >
          <Icon>
            <path d="m15 14 5-5-5-5" />
            <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
          </Icon>
        </ToolButton>
      </div>

      <div className="rte__group">
        <select
          className="rte__block-select"
          aria-label="Blok türü"
          value={format.block}
          onChange={(event) => setBlock(event.target.value as BlockType)}
        >
          {format.block === 'list' ? (
            <option value="list" disabled>
              Liste
            </option>
          ) : null}
          {Object.entries(BLOCK_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>

      <div className="rte__group">
        <ToolButton
          label="Kalın"
          shortcut={{ text: `${MOD}B`, aria: `${MOD_KEY}+B` }}
          pressed={format.bold}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}
        >
          <span className="rte__glyph rte__glyph--bold" aria-hidden="true">
            B
          </span>
        </ToolButton>
        <ToolButton
          label="İtalik"
          shortcut={{ text: `${MOD}I`, aria: `${MOD_KEY}+I` }}
          pressed={format.italic}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}
        >
          <span className="rte__glyph rte__glyph--italic" aria-hidden="true">
            I
          </span>
        </ToolButton>
      </div>

      <div className="rte__group">
        <ToolButton
          label="Madde işaretli liste"
          pressed={format.list === 'bullet'}
          onClick={() => toggleList('bullet')}
        >
          <Icon>
            <path d="M10 6h10M10 12h10M10 18h10" />
            <circle cx="5" cy="6" r="1.3" className="rte__icon-fill" />
            <circle cx="5" cy="12" r="1.3" className="rte__icon-fill" />
            <circle cx="5" cy="18" r="1.3" className="rte__icon-fill" />
          </Icon>
        </ToolButton>
        <ToolButton
          label="Numaralı liste"
          pressed={format.list === 'number'}
          onClick={() => toggleList('number')}
        >
          <Icon>
            <path d="M10 6h10M10 12h10M10 18h10" />
            <path d="M4 4.5h1.5V9M4 9h3M4 14.5c0-.8.7-1.3 1.5-1.3s1.5.5 1.5 1.2c0 1.3-3 2.1-3 3.6h3" />
          </Icon>
        </ToolButton>
      </div>

      <div className="rte__group">
        <ToolButton
          label={format.link ? 'Bağlantıyı düzenle' : 'Bağlantı ekle'}
          shortcut={{ text: `${MOD}K`, aria: `${MOD_KEY}+K` }}
          expanded={panel === 'link'}
          controls={panelId}
          onClick={() => onOpenPanel('link')}
        >
          <Icon>
            <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
            <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
          </Icon>
        </ToolButton>
        <ToolButton
          label={format.image ? 'Görseli düzenle' : 'Görsel ekle'}
          expanded={panel === 'image'}
          controls={panelId}
          onClick={() => onOpenPanel('image')}
        >
          <Icon>
            <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
            <circle cx="9" cy="10" r="1.8" />
            <path d="m4 18 5-5 3.5 3.5L15 14l5 5" />
          </Icon>
        </ToolButton>
      </div>
    </div>
  )
}
