import { useParams } from 'react-router-dom'
import useSWR from 'swr'
import { keys } from '../cache/keys.ts'
import { useRevalidate } from '../cache/revalidate.ts'
import { LoadState } from '../components/load-state.tsx'
import { PageHead } from '../components/page-head.tsx'
import { useAdmin } from '../services.tsx'
import { ContentForm, type SaveRequest } from './content-form.tsx'
import type { ContentResource } from './kinds.ts'

/**
 * A post's or an operation's form: empty on …/create, the item loaded on …/edit/{id} (the admin's token makes the
 * API answer inactive items too). A save refreshes every list, count and dropdown the item shows in.
 */
export function ContentEditScreen({ kind }: { kind: ContentResource }) {
  const { api } = useAdmin()
  const calls = kind.calls(api)
  const param = useParams().id
  const id = param === undefined ? null : Number(param)
  const itemKey = id === null ? null : keys[kind.resource].one(id)
  const item = useSWR(itemKey, () => calls.get(id!), {
    revalidateOnFocus: false,
  })
  const groups = useSWR(kind.groupsKey, () => calls.groups())
  const revalidate = useRevalidate()[kind.resource]

  const save = async ({ values, image, onProgress, overrides }: SaveRequest) => {
    const saved = await calls.save(
      id,
      { values, image, initialSlug: item.data?.slug ?? null, overrides },
      { onUploadProgress: onProgress },
    )
    if (id !== null) await item.mutate(saved, { revalidate: false })
    void revalidate(itemKey ?? undefined)
    return saved
  }

  if (id === null) {
    return (
      <div className="stack">
        <PageHead title={kind.edit.newTitle} />
        <ContentForm kind={kind} item={null} groups={groups.data ?? []} save={save} />
      </div>
    )
  }
  return (
    <div className="stack">
      <PageHead title={item.data ? `Düzenle: ${item.data.title}` : kind.edit.editTitle} />
      {/* The form waits for the groups too, so its select is filled when it first shows (a failed list still
          lets the form open: the stored group stays its option). */}
      {item.data && (groups.data || groups.error) ? (
        <ContentForm key={item.data.id} kind={kind} item={item.data} groups={groups.data ?? []} save={save} />
      ) : (
        <LoadState
          error={item.error}
          loadingText={kind.edit.loadingText}
          notFoundText={kind.edit.notFoundText}
          backTo={kind.listPath}
          backLabel={kind.edit.backLabel}
          onRetry={() => void item.mutate()}
        />
      )}
    </div>
  )
}
