import { isAllowedImageSrc } from '@clinic/contract/rich-text-urls'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { useLexicalNodeSelection } from '@lexical/react/useLexicalNodeSelection'
import {
  $create,
  $getDocument,
  $getState,
  $setState,
  CLICK_COMMAND,
  COMMAND_PRIORITY_LOW,
  createState,
  DecoratorNode,
  type DOMConversionOutput,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalNode,
  type NodeKey,
} from 'lexical'
import { createContext, type JSX, useContext, useEffect, useRef } from 'react'

/** An image as the editor stores it: the `<img src alt width height>` of the contract, nothing more. */
export interface EditorImage {
  src: string
  alt: string
  width: number | null
  height: number | null
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const size = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null

const srcState = createState('src', { parse: text })
const altState = createState('alt', { parse: text })
const widthState = createState('width', { parse: size })
const heightState = createState('height', { parse: size })

function readSize(value: string | null): number | null {
  return value !== null && /^\s*\d+\s*$/.test(value) ? size(Number(value)) : null
}

function $convertImageElement(element: HTMLElement): DOMConversionOutput {
  const src = element.getAttribute('src')?.trim() ?? ''
  if (!isAllowedImageSrc(src)) return { node: null }
  return {
    node: $createImageNode({
      src,
      alt: element.getAttribute('alt') ?? '',
      width: readSize(element.getAttribute('width')),
      height: readSize(element.getAttribute('height')),
    }),
  }
}

/**
 * Lexical has no image node of its own. This one is inline (an `<img>` inside a paragraph, as the contract lists
 * it among inline tags), written as a bare `<img>` (no figure, no caption) and shown by `ImageView`.
 */
export class ImageNode extends DecoratorNode<JSX.Element> {
  override $config() {
    return this.config('image', {
      extends: DecoratorNode,
      stateConfigs: [
        { flat: true, stateConfig: srcState },
        { flat: true, stateConfig: altState },
        { flat: true, stateConfig: widthState },
        { flat: true, stateConfig: heightState },
      ],
      importDOM: {
        img: () => ({ conversion: $convertImageElement, priority: 0 }),
      },
    })
  }

  getImage(): EditorImage {
    return {
      src: $getState(this, srcState),
      alt: $getState(this, altState),
      width: $getState(this, widthState),
      height: $getState(this, heightState),
    }
  }

  setAlt(alt: string): this {
    return $setState(this, altState, alt)
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const span = $getDocument().createElement('span')
    const className = config.theme.image
    if (typeof className === 'string') span.className = className
    return span
  }

  override updateDOM(): false {
    return false
  }

  override exportDOM(): DOMExportOutput {
    const { src, alt, width, height } = this.getImage()
    const img = $getDocument().createElement('img')
    img.setAttribute('src', src)
    img.setAttribute('alt', alt)
    if (width !== null) img.setAttribute('width', String(width))
    if (height !== null) img.setAttribute('height', String(height))
    return { element: img }
  }

  override isInline(): true {
    return true
  }

  override decorate(): JSX.Element {
    return <ImageView nodeKey={this.getKey()} image={this.getImage()} />
  }
}

export function $createImageNode(image: EditorImage): ImageNode {
  const node = $create(ImageNode)
  $setState(node, srcState, image.src)
  $setState(node, altState, image.alt)
  $setState(node, widthState, image.width)
  $setState(node, heightState, image.height)
  return node
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode
}

/**
 * How the editor shows a stored src: uploads are stored as site paths (`/uploads/…`), which the admin may need to
 * fetch from the API's origin. Identity by default.
 */
export const ImageUrlContext = createContext<(src: string) => string>((src) => src)

function ImageView({ nodeKey, image }: { nodeKey: NodeKey; image: EditorImage }) {
  const [editor] = useLexicalComposerContext()
  const [selected, setSelected, clearSelection] = useLexicalNodeSelection(nodeKey)
  const imageUrl = useContext(ImageUrlContext)
  const ref = useRef<HTMLImageElement>(null)

  useEffect(
    () =>
      editor.registerCommand(
        CLICK_COMMAND,
        (event) => {
          if (event.target !== ref.current) return false
          if (event.shiftKey) {
            setSelected(!selected)
          } else {
            clearSelection()
            setSelected(true)
          }
          return true
        },
        COMMAND_PRIORITY_LOW,
      ),
    [editor, selected, setSelected, clearSelection],
  )

  return (
    <img
      ref={ref}
      className={selected ? 'rte__image rte__image--selected' : 'rte__image'}
      src={imageUrl(image.src)}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      draggable={false}
    />
  )
}
