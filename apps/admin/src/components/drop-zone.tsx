import { type ReactNode, useState } from 'react'

/**
 * A file input shown as a Turkish drop zone: "Dosyayı buraya sürükleyin veya seçin" and the chosen file's name.
 * The real `<input type="file">` (the child) lies over the whole zone, invisible: a click, a drop, Enter or Space
 * on it all reach the browser's own file control, and its label and descriptions still name it (decision 0164).
 */
export function DropZone(props: { fileName: string | null; disabled?: boolean; children: ReactNode }) {
  const [over, setOver] = useState(false)
  const className = ['dropzone', over ? 'dropzone--over' : '', props.disabled ? 'dropzone--disabled' : '']
    .filter(Boolean)
    .join(' ')
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: drag feedback only; the input inside is the control
    <div
      className={className}
      onDragEnter={() => setOver(true)}
      onDragLeave={() => setOver(false)}
      onDrop={() => setOver(false)}
    >
      {props.children}
      <svg className="dropzone__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
      </svg>
      <p className="dropzone__text" aria-hidden="true">
        Dosyayı buraya sürükleyin veya <span className="dropzone__choose">seçin</span>
      </p>
      <p className="dropzone__file" aria-hidden="true">
        {props.fileName ?? 'Dosya seçilmedi'}
      </p>
    </div>
  )
}
