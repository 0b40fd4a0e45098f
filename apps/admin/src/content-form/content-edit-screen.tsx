import { isApiError } from '@clinic/api-client/api-error'
import type { Draft } from '@clinic/contract/draft'
import { useMemo, useState } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import useSWR from 'swr'
import { keys } from '../cache/keys.ts'
import { useRevalidate } from '../cache/revalidate.ts'
import { LoadState } from '../components/load-state.tsx'
import { PageHead } from '../components/page-head.tsx'
import { draftKey } from '../drafts/draft-list.ts'
import { UnpublishAt } from '../drafts/unpublish-at.tsx'
import type { DraftTarget } from '../drafts/use-server-draft.ts'
import { WithServerDraft } from '../drafts/with-server-draft.tsx'
import { PreviewLinks } from '../previews/preview-links.tsx'
import { RevisionHistory } from '../revisions/revision-history.tsx'
import { useAdmin } from '../services.tsx'
import { ContentTranslationForm } from '../translations/content-translation-form.tsx'
import { TranslationTabs, useItemTranslations } from '../translations/translation-tabs.tsx'
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
  const translationCalls = kind.translations(api)
  const translationsKey = id === null ? null : keys[kind.resource].translations(id)
  const translations = useItemTranslations(translationsKey, id, translationCalls)
  const revalidate = useRevalidate()[kind.resource]
  // A restore (Geçmiş) remounts the Turkish form with the restored values.
  const [restores, setRestores] = useState(0)
  const navigate = useNavigate()

  // The server draft (decision 0283): a live item's Turkish draft, or a new item's by the id in the URL (?taslak=),
  // so a reload or another device continues it. None is null (a 404).
  const [search, setSearch] = useSearchParams()
  const fromUrl = search.get('taslak') ?? ''
  // The draft the form opened with: a first autosave that puts a new draft's id in the URL does not reload it.
  const [newDraftId] = useState(() => (id === null && /^\d+$/.test(fromUrl) ? Number(fromUrl) : null))
  const orNone = (failure: unknown): null => {
    if (isApiError(failure) && failure.status === 404) return null
    throw failure
  }
  const serverDraft = useSWR(
    id !== null
      ? draftKey(kind.name, id)
      : newDraftId !== null
        ? draftKey(kind.name, `new-${newDraftId}`)
        : null,
    (): Promise<Draft | null> =>
      (id !== null ? api.drafts.ofItem(kind.name, id) : api.drafts.get(kind.name, newDraftId!))
        // Only a draft's answer counts: anything else is "no draft" (the form opens on the live version).
        .then((found) => (found && typeof found.fields === 'object' && found.fields !== null ? found : null))
        .catch(orNone),
    { revalidateOnFocus: false, revalidateIfStale: false },
  )
  const draftReady =
    (id === null && newDraftId === null) || serverDraft.data !== undefined || serverDraft.error
  const target = useMemo<DraftTarget>(
    () =>
      id !== null
        ? { kind: kind.name, itemId: id, locale: 'tr' }
        : {
            kind: kind.name,
            itemId: null,
            draftId: newDraftId,
            onCreated: (draftId) => setSearch({ taslak: String(draftId) }, { replace: true }),
          },
    [id, kind.name, newDraftId, setSearch],
  )
  const onPublished = async (itemId: number) => {
    void revalidate(itemKey ?? undefined)
    if (id === null) {
      navigate(kind.editPath(itemId), { replace: true })
      return
    }
    await serverDraft.mutate(null, { revalidate: false })
    await item.mutate()
    setRestores((n) => n + 1)
  }

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
        <p className="notice translations-later">{kind.edit.translationsLater}</p>
        {draftReady ? (
          <ContentForm
            kind={kind}
            item={null}
            groups={groups.data ?? []}
            save={save}
            serverDraft={{ initial: serverDraft.data ?? null, target, onPublished }}
          />
        ) : (
          <p role="status">Taslak yükleniyor…</p>
        )}
        {/* A new item's preview once its draft exists (decision 0286): the first autosave puts ?taslak= in the URL. */}
        {/^\d+$/.test(fromUrl) ? (
          <PreviewLinks
            kind={kind.resource === 'blogs' ? 'blog' : 'operation'}
            owner={{ draftId: Number(fromUrl) }}
            locales={['tr']}
          />
        ) : null}
      </div>
    )
  }
  const current = item.data
  return (
    <div className="stack">
      <PageHead title={current ? `Düzenle: ${current.title}` : kind.edit.editTitle} />
      {/* The form waits for the groups too, so its select is filled when it first shows (a failed list still
          lets the form open: the stored group stays its option). */}
      {current && (groups.data || groups.error) && draftReady ? (
        <TranslationTabs
          resource={kind.resource}
          itemId={current.id}
          translationsKey={keys[kind.resource].translations(id)}
          translations={translations}
          calls={translationCalls}
          renderSource={(panel) => (
            <ContentForm
              key={`${current.id}:${restores}`}
              kind={kind}
              item={current}
              groups={groups.data ?? []}
              save={save}
              onDirtyChange={panel.onDirtyChange}
              serverDraft={{ initial: serverDraft.data ?? null, target, onPublished }}
            />
          )}
          renderTranslation={(panel) => (
            <>
              <WithServerDraft kind={kind.name} itemId={current.id} locale={panel.locale}>
                {(draft, forget) => (
                  <ContentTranslationForm
                    kind={kind}
                    item={current}
                    {...panel}
                    serverDraft={{
                      initial: draft,
                      onChanged: () => {
                        forget()
                        void translations.mutate()
                      },
                    }}
                  />
                )}
              </WithServerDraft>
              <UnpublishAt kind={kind.name} itemId={current.id} locale={panel.locale} />
            </>
          )}
        />
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
      {item.data ? <UnpublishAt kind={kind.name} itemId={item.data.id} locale="tr" /> : null}
      {item.data ? (
        <PreviewLinks
          kind={kind.resource === 'blogs' ? 'blog' : 'operation'}
          owner={{ itemId: item.data.id }}
          locales={['tr', ...(translations.data?.items ?? []).map((one) => one.locale)]}
        />
      ) : null}
      {item.data ? (
        <RevisionHistory
          kind={kind.resource === 'blogs' ? 'blog' : 'operation'}
          itemId={item.data.id}
          groups={new Map((groups.data ?? []).map((group) => [group.id, group.name]))}
          onRestored={async (locale) => {
            if (locale === 'tr') {
              await item.mutate()
              setRestores((n) => n + 1)
            }
            // A Turkish restore can make translations outdated; a translation's restore changes its tab.
            await translations.mutate()
            void revalidate(itemKey ?? undefined)
          }}
        />
      ) : null}
    </div>
  )
}
