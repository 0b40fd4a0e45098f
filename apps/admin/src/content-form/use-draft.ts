import { useCallback, useEffect, useState } from 'react'
import type { ContentFormValues } from './form-values.ts'

const PREFIX = 'clinic.admin.draft.'
const SAVE_DELAY_MS = 800

export interface StoredDraft {
  values: ContentFormValues
  savedAt: string
}

function read(key: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(PREFIX + key)
    if (!raw) return null
    const draft = JSON.parse(raw) as StoredDraft
    return draft && typeof draft === 'object' && draft.values ? draft : null
  } catch {
    return null
  }
}

/**
 * What is typed into a post or operation is kept in this browser until it is saved, so nothing is lost to a
 * failed save, an expired session that sends the admin to the login, or a closed tab. The draft found when the
 * form opens is offered back; a successful save removes it.
 */
export function useDraft(key: string, values: ContentFormValues, dirty: boolean) {
  const [found, setFound] = useState<StoredDraft | null>(() => read(key))

  useEffect(() => {
    if (!dirty) return
    const timer = setTimeout(() => {
      try {
        localStorage.setItem(PREFIX + key, JSON.stringify({ values, savedAt: new Date().toISOString() }))
      } catch {
        // Storage full or refused: the form still works, only the safety net is missing.
      }
    }, SAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [key, values, dirty])

  const discard = useCallback(() => {
    try {
      localStorage.removeItem(PREFIX + key)
    } catch {
      // nothing to clean up
    }
    setFound(null)
  }, [key])

  return { found, dismiss: () => setFound(null), discard }
}
