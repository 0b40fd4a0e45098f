import { isApiError } from '@clinic/api-client/api-error'
import type { Draft, DraftKind } from '@clinic/contract/draft'
import type { Locale } from '@clinic/contract/locale'
import type { ReactNode } from 'react'
import useSWR from 'swr'
import { useAdmin } from '../services.tsx'
import { draftKey } from './draft-list.ts'

/**
 * Loads an item's draft in a language before its form opens (a form opens on its server draft, decision 0283):
 * `children` gets the draft, or null when there is none (a 404) or it could not be read (the form then opens on the
 * live text, and autosave's first write answers 409 rather than overwrite a draft it never read).
 */
export function WithServerDraft(props: {
  kind: DraftKind
  itemId: number
  locale: Locale
  children(draft: Draft | null, forget: () => void): ReactNode
}) {
  const { api } = useAdmin()
  const { kind, itemId, locale } = props
  const found = useSWR(
    draftKey(kind, `${itemId}-${locale}`),
    (): Promise<Draft | null> =>
      api.drafts
        .ofItem(kind, itemId, locale)
        .then((draft) => (draft && typeof draft.fields === 'object' && draft.fields !== null ? draft : null))
        .catch((failure: unknown) => {
          if (isApiError(failure) && failure.status === 404) return null
          throw failure
        }),
    { revalidateOnFocus: false, revalidateIfStale: false },
  )
  if (found.data === undefined && !found.error) return <p role="status">Taslak yükleniyor…</p>
  return props.children(found.data ?? null, () => void found.mutate(null, { revalidate: false }))
}
