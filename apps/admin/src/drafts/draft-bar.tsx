import type { Draft } from '@clinic/contract/draft'
import { DRAFT_MESSAGES } from '@clinic/contract/draft'
import {
  formatIstanbul,
  formatIstanbulTime,
  fromIstanbulInput,
  toIstanbulInput,
} from '@clinic/contract/istanbul-time'
import { useId, useState } from 'react'
import { IstanbulTimeField } from './istanbul-time-field.tsx'
import type { DraftStatus } from './use-server-draft.ts'
import './drafts.css'

/** The status line's words: "Taslak kaydedildi 14:32", "Kaydediliyor…", "Kaydedilemedi: …". */
export function draftStatusText(status: DraftStatus, pending: boolean): string {
  switch (status.state) {
    case 'saving':
      return 'Kaydediliyor…'
    case 'saved':
      return pending
        ? `Taslak kaydedildi ${formatIstanbulTime(status.at)} · yeni değişiklikler birkaç saniye içinde kaydedilir`
        : `Taslak kaydedildi ${formatIstanbulTime(status.at)}`
    case 'failed':
      return `Kaydedilemedi: ${status.message}`
    default:
      return pending ? 'Değişiklikler birkaç saniye içinde taslak olarak kaydedilir.' : 'Taslak yok.'
  }
}

/**
 * The draft bar of a post's or an operation's form (decision 0283): autosave's state, announced politely, and the
 * draft's actions: "Yayınla", "Taslağı sil", "Zamanla" (a date and time entered as Istanbul time) and, once
 * scheduled, the time with "Zamanlamayı kaldır". Warns when the live text moved after the draft began and shows
 * why a scheduled publish failed.
 */
export function DraftBar(props: {
  draft: Draft | null
  status: DraftStatus
  pending: boolean
  busy: boolean
  onPublish(): void
  onDelete(): void
  onSchedule(publishAt: string | null): void
  now?: Date
}) {
  const { draft, status, pending, busy } = props
  const [scheduling, setScheduling] = useState(false)
  const [when, setWhen] = useState('')
  const [whenError, setWhenError] = useState<string | null>(null)
  const inputId = useId()
  const hasDraft = draft !== null || pending

  const schedule = () => {
    const iso = fromIstanbulInput(when)
    if (!iso) {
      setWhenError('Geçerli bir tarih ve saat seçin.')
      return
    }
    if (new Date(iso).getTime() <= (props.now ?? new Date()).getTime()) {
      setWhenError(DRAFT_MESSAGES.pastTime)
      return
    }
    setWhenError(null)
    setScheduling(false)
    props.onSchedule(iso)
  }

  return (
    <section className="panel draft-bar" aria-label="Taslak">
      <p className="draft-bar__status" role="status" aria-live="polite">
        {draftStatusText(status, pending)}
      </p>
      {draft?.liveChanged ? (
        <p className="form-alert form-alert--warning">
          {DRAFT_MESSAGES.liveMoved}: yayınlarsanız o değişikliklerin yerine bu taslak geçer.
        </p>
      ) : null}
      {draft?.scheduleError ? (
        <p className="form-alert" role="alert">
          {draft.scheduleError}
        </p>
      ) : null}
      {draft?.publishAt ? (
        <p className="draft-bar__scheduled">
          Zamanlandı: {formatIstanbul(draft.publishAt, props.now)} (İstanbul saatiyle)
        </p>
      ) : null}
      <div className="draft-bar__actions">
        <button type="button" className="button" disabled={!hasDraft || busy} onClick={props.onPublish}>
          Yayınla
        </button>
        {draft?.publishAt ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => props.onSchedule(null)}
          >
            Zamanlamayı kaldır
          </button>
        ) : (
          <button
            type="button"
            className="button button--ghost"
            disabled={!hasDraft || busy}
            aria-expanded={scheduling}
            onClick={() => {
              setScheduling((open) => !open)
              if (!when) setWhen(toIstanbulInput(new Date(Date.now() + 3_600_000)))
            }}
          >
            Zamanla
          </button>
        )}
        <button
          type="button"
          className="button button--ghost button--danger"
          disabled={!draft || busy}
          onClick={props.onDelete}
        >
          Taslağı sil
        </button>
      </div>
      {scheduling && !draft?.publishAt ? (
        <IstanbulTimeField
          id={inputId}
          className="draft-bar__schedule"
          label="Yayın zamanı (İstanbul saatiyle)"
          value={when}
          error={whenError}
          onChange={setWhen}
          saveLabel="Zamanlamayı kaydet"
          saveDisabled={busy}
          onSave={schedule}
        />
      ) : null}
    </section>
  )
}
