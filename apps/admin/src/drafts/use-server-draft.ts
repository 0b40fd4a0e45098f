import type { ApiClient } from '@clinic/api-client/client'
import type { Draft, DraftFields, DraftKind } from '@clinic/contract/draft'
import type { Locale } from '@clinic/contract/locale'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { useCallback, useEffect, useRef, useState } from 'react'

/** How long after the last keystroke autosave writes to the server. */
export const AUTOSAVE_DELAY_MS = 3000

export type DraftStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: string }
  | { state: 'failed'; message: string }

/** Which draft a form writes: a live item's (per language) or a new item's (by id once it has one). */
export type DraftTarget =
  | { kind: DraftKind; itemId: number; locale: Locale }
  | { kind: DraftKind; itemId: null; draftId: number | null; onCreated(draftId: number): void }

/**
 * Autosave to the server (issue 24, decision 0283): `fields` are written AUTOSAVE_DELAY_MS after they last changed,
 * when they differ from what the server has, with the draft's version (a 409 says another tab saved since). A new
 * item's first autosave creates its draft and reports its id (kept in the URL). The browser copy of decision 0050
 * stays beside it as the offline fallback.
 */
export function useServerDraft(
  api: ApiClient,
  target: DraftTarget,
  initial: Draft | null,
  fields: DraftFields,
  enabled: boolean,
) {
  const [draft, setDraft] = useState<Draft | null>(initial)
  const [status, setStatus] = useState<DraftStatus>(
    initial ? { state: 'saved', at: initial.updatedAt } : { state: 'idle' },
  )
  const json = JSON.stringify(fields)
  const savedJson = useRef<string | null>(initial ? JSON.stringify(initial.fields) : null)
  const draftRef = useRef<Draft | null>(initial)
  draftRef.current = draft
  const inFlight = useRef<Promise<Draft | null> | null>(null)

  const write = useCallback(
    async (body: { fields: DraftFields; publishAt?: string | null }): Promise<Draft> => {
      const current = draftRef.current
      const version = current?.version ?? 0
      if (target.itemId !== null)
        return api.drafts.saveOfItem(target.kind, target.itemId, target.locale, { ...body, version })
      if (current) return api.drafts.save(target.kind, current.id, { ...body, version })
      if (target.draftId !== null) {
        const found = await api.drafts.get(target.kind, target.draftId)
        return api.drafts.save(target.kind, found.id, { ...body, version: found.version })
      }
      const created = await api.drafts.createNew(target.kind, body.fields)
      target.onCreated(created.id)
      return body.publishAt === undefined
        ? created
        : api.drafts.save(target.kind, created.id, { ...body, version: created.version })
    },
    [api, target],
  )

  /** Writes now (a schedule's change goes with the fields); answers the saved draft, or null when it failed. */
  const saveNow = useCallback(
    async (publishAt?: string | null): Promise<Draft | null> => {
      const sending = json
      setStatus({ state: 'saving' })
      const run = (async () => {
        try {
          const saved = await write({
            fields: JSON.parse(sending) as DraftFields,
            ...(publishAt === undefined ? {} : { publishAt }),
          })
          savedJson.current = sending
          draftRef.current = saved
          setDraft(saved)
          setStatus({ state: 'saved', at: saved.updatedAt })
          return saved
        } catch (failure) {
          setStatus({ state: 'failed', message: errorMessage(failure) })
          return null
        }
      })()
      inFlight.current = run
      return run
    },
    [json, write],
  )

  useEffect(() => {
    if (!enabled || json === savedJson.current) return
    const timer = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [enabled, json, saveNow])

  /** The draft is gone (published or deleted): the form starts over from the live version. */
  const forget = useCallback(() => {
    savedJson.current = null
    draftRef.current = null
    setDraft(null)
    setStatus({ state: 'idle' })
  }, [])

  /** The form now shows these fields from the draft it opened: they are what the server has, nothing to save. */
  const adopt = useCallback((opened: DraftFields) => {
    savedJson.current = JSON.stringify(opened)
  }, [])

  return { draft, status, saveNow, forget, adopt, pending: json !== savedJson.current }
}
