import type { RevisionKind } from '@clinic/contract/revision'
import { useId, useState } from 'react'
import useSWR from 'swr'
import { Loading } from '../components/load-state.tsx'
import { useAdmin } from '../services.tsx'
import { compareRevisions, type DiffPart, type FieldDiff, type GroupNames } from './revision-diff.ts'
import { revisionKeys, revisionLine } from './revision-keys.ts'

/** A field's text with its changes marked: deleted words struck through (<del>), inserted ones underlined (<ins>). */
export function DiffText({ parts }: { parts: readonly DiffPart[] }) {
  return (
    <p className="revision-diff__text">
      {parts.map((part, index) =>
        part.change === 'added' ? (
          <ins key={index}>{part.text}</ins>
        ) : part.change === 'removed' ? (
          <del key={index}>{part.text}</del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  )
}

/** The fields of a comparison: the changed ones marked, the others (when shown) said to be unchanged. */
export function FieldDiffList({
  fields,
  onlyChanged,
}: {
  fields: readonly FieldDiff[]
  onlyChanged: boolean
}) {
  const shown = onlyChanged ? fields.filter((field) => field.changed) : fields
  if (shown.length === 0) return <p className="revision-diff__same">İki sürüm arasında fark yok.</p>
  return (
    <dl className="revision-diff__fields">
      {shown.map((field) => (
        <div key={field.field} className="revision-diff__field" data-changed={field.changed}>
          <dt>
            {field.label}
            {field.changed ? <span className="revision-diff__badge"> (değişti)</span> : null}
          </dt>
          <dd>
            <DiffText parts={field.parts} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** Two revisions of one unit compared: older on the left of each change, newer after it. */
export function RevisionComparison(props: {
  kind: RevisionKind
  itemId: number
  olderId: number
  newerId: number
  groups?: GroupNames | undefined
}) {
  const { kind, itemId } = props
  const { api } = useAdmin()
  const headingId = useId()
  const [onlyChanged, setOnlyChanged] = useState(true)
  const older = useSWR(revisionKeys.one(kind, itemId, props.olderId), () =>
    api.revisions.get(kind, itemId, props.olderId),
  )
  const newer = useSWR(revisionKeys.one(kind, itemId, props.newerId), () =>
    api.revisions.get(kind, itemId, props.newerId),
  )
  if (!older.data || !newer.data)
    return (
      <Loading
        error={older.error ?? newer.error}
        loadingText="Sürümler yükleniyor…"
        failedPrefix="Sürüm alınamadı: "
        onRetry={() => {
          void older.mutate()
          void newer.mutate()
        }}
      />
    )
  const fields = compareRevisions(older.data.fields, newer.data.fields, props.groups)
  return (
    <section className="revision-diff" aria-labelledby={headingId}>
      <h3 id={headingId}>Karşılaştırma</h3>
      <p className="revision-diff__between">
        <span>Eski: {revisionLine(older.data)}</span>
        <span>Yeni: {revisionLine(newer.data)}</span>
      </p>
      <p className="revision-diff__legend">
        <del>Silinen metin</del> üstü çizili, <ins>eklenen metin</ins> altı çizili gösterilir.
      </p>
      <label className="revision-diff__toggle">
        <input
          type="checkbox"
          checked={onlyChanged}
          onChange={(event) => setOnlyChanged(event.target.checked)}
        />{' '}
        Yalnızca değişen alanlar
      </label>
      <FieldDiffList fields={fields} onlyChanged={onlyChanged} />
    </section>
  )
}
