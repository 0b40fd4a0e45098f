import { lazy, Suspense, useId, useMemo } from 'react'
import { siteSearch } from '../editor/site-search.ts'
import { useAdmin } from '../services.tsx'

// The editor is most of the admin's code: loaded with the first form opened, not with every list.
const RichTextEditor = lazy(() =>
  import('../editor/rich-text-editor.tsx').then((module) => ({ default: module.RichTextEditor })),
)

/**
 * The content's rich-text field, as every content form has it (a post, an operation, their translations): the
 * label, the editor loaded on first use (uploads and links to the site through the admin's API), the error. The
 * editor is uncontrolled: it reads `initialHtml` once; the form gives it a new `key` to load other HTML.
 */
export function RichTextField(props: {
  label: string
  initialHtml: string
  error?: string | undefined
  onChange(html: string): void
}) {
  const { api } = useAdmin()
  const id = useId()
  const searchSite = useMemo(() => siteSearch(api), [api])
  return (
    <div className={props.error ? 'field field--invalid' : 'field'}>
      <p className="field__label" id={`${id}-label`}>
        {props.label}
      </p>
      <Suspense
        fallback={
          <p className="editor-loading muted" role="status">
            Metin düzenleyici yükleniyor…
          </p>
        }
      >
        <RichTextEditor
          id={`${id}-editor`}
          labelId={`${id}-label`}
          invalid={props.error !== undefined}
          initialHtml={props.initialHtml}
          onChange={props.onChange}
          uploadImage={(image, onProgress) => api.uploads.image(image, { onUploadProgress: onProgress })}
          imageUrl={(src) => (src.startsWith('/') ? `${api.baseUrl}${src}` : src)}
          searchSite={searchSite}
        />
      </Suspense>
      {props.error ? <p className="field__error">{props.error}</p> : null}
    </div>
  )
}
