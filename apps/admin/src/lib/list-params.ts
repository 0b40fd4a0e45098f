import { TRANSLATION_LOCALES, type TranslationLocale } from '@clinic/contract/locales'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'

/** A list's state in the URL (`?page=2&search=diz&active=true`), so a filtered page can be linked and Back works. */
export type ListParamValues<K extends string> = Record<K, string> & { page: number }

export interface ListParams<K extends string> {
  values: ListParamValues<K>
  /** Sets the given params ("" removes one). Any change but the page itself goes back to page 1. */
  update(patch: Partial<Record<K | 'page', string | number>>): void
}

export function useListParams<K extends string>(keys: readonly K[]): ListParams<K> {
  const [searchParams, setSearchParams] = useSearchParams()
  const serialized = searchParams.toString()
  // Asked again when the query text changes (`serialized`), not on every new URLSearchParams object.
  const values = useMemo(() => {
    const read = {} as Record<K, string>
    for (const key of keys) read[key] = searchParams.get(key) ?? ''
    const page = Number.parseInt(searchParams.get('page') ?? '', 10)
    return { ...read, page: Number.isFinite(page) && page > 0 ? page : 1 }
  }, [serialized, keys.join(',')])

  const update = useCallback(
    (patch: Partial<Record<K | 'page', string | number>>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [key, value] of Object.entries(patch)) {
            const text = value === undefined ? '' : String(value)
            if (text === '' || (key === 'page' && text === '1')) next.delete(key)
            else next.set(key, text)
          }
          if (!('page' in patch)) next.delete('page')
          return next
        },
        { replace: !('page' in patch) },
      )
    },
    [setSearchParams],
  )

  return { values, update }
}

/** "true"/"false" from a select, or undefined for "all". */
export function booleanParam(value: string): boolean | undefined {
  if (value === 'true') return true
  if (value === 'false') return false
  return undefined
}

/** A translation language from a select or a typed URL (`en`, `ka`, `ru`), or undefined for "all" or anything else. */
export function translationLocaleParam(value: string): TranslationLocale | undefined {
  return (TRANSLATION_LOCALES as readonly string[]).includes(value) ? (value as TranslationLocale) : undefined
}
