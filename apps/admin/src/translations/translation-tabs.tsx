import type { TranslationLocale } from '@clinic/contract/locales'
import type { TranslationState, TranslationStates } from '@clinic/contract/translation'
import { Fragment, type ReactNode } from 'react'
import useSWR, { type SWRResponse } from 'swr'
import type { Resource } from '../cache/keys.ts'
import { useRevalidate } from '../cache/revalidate.ts'
import { Loading } from '../components/load-state.tsx'
import { type LanguagePanelProps, LanguageTabs } from './language-tabs.tsx'

/**
 * The language tabs of an item's page, set up once for posts, operations, catalogs and categories: the item's
 * translations loaded with every language's state, Türkçe as the item's own form, and each other language's form
 * handed its translation, its state and its save and delete (each refreshes the states on the tabs and the lists).
 */

/** What every translation answers besides its texts, as far as the tabs read it. */
interface TranslationMeta {
  locale: TranslationLocale
  updatedAt: string
}

/** One kind of item's translation calls (`api.blog.translations`, `api.catalogs.translations`…). */
export interface TranslationCalls<T extends TranslationMeta, Body> {
  list(id: number): Promise<{ states: TranslationStates; items: T[] }>
  save(id: number, locale: TranslationLocale, body: Body): Promise<T>
  remove(id: number, locale: TranslationLocale): Promise<void>
}

/** What a translation language's tab is handed. */
export interface TranslationPanelProps<T, Body> extends LanguagePanelProps {
  locale: TranslationLocale
  /** The saved translation, or null when there is none yet. */
  translation: T | null
  state: TranslationState | undefined
  save(body: Body): Promise<T>
  remove(): Promise<void>
}

/**
 * An item's translations and every language's state (null key: no item yet). Called by the page beside the item's
 * own request, so both load at once.
 */
export function useItemTranslations<T extends TranslationMeta, Body>(
  key: readonly unknown[] | null,
  id: number | null,
  calls: TranslationCalls<T, Body>,
) {
  return useSWR(key, () => calls.list(id!), { revalidateOnFocus: false })
}

export function TranslationTabs<T extends TranslationMeta, Body>(props: {
  /** The item's resource: a translation's change refreshes what shows it (its list's chips). */
  resource: Resource
  itemId: number
  translationsKey: readonly unknown[]
  translations: SWRResponse<{ states: TranslationStates; items: T[] }>
  calls: TranslationCalls<T, Body>
  /** The Türkçe tab: the item's own form. */
  renderSource(panel: LanguagePanelProps): ReactNode
  renderTranslation(panel: TranslationPanelProps<T, Body>): ReactNode
}) {
  const { translations, calls, itemId, translationsKey } = props
  const revalidate = useRevalidate()[props.resource]
  const refresh = async () => {
    await translations.mutate()
    void revalidate(translationsKey)
  }
  return (
    <LanguageTabs
      label="Dil"
      states={translations.data?.states}
      renderPanel={(locale, panel) => {
        if (locale === 'tr') return props.renderSource(panel)
        if (!translations.data)
          return (
            <Loading
              error={translations.error}
              loadingText="Çeviriler yükleniyor…"
              failedPrefix="Çeviriler alınamadı: "
              onRetry={() => void translations.mutate()}
            />
          )
        const translation = translations.data.items.find((one) => one.locale === locale) ?? null
        // A new key after a save or a delete: the form starts again from what the server holds.
        return (
          <Fragment key={`${locale}:${translation?.updatedAt ?? 'none'}`}>
            {props.renderTranslation({
              locale,
              translation,
              state: translations.data.states[locale],
              onDirtyChange: panel.onDirtyChange,
              save: async (body) => {
                const saved = await calls.save(itemId, locale, body)
                await refresh()
                return saved
              },
              remove: async () => {
                await calls.remove(itemId, locale)
                await refresh()
              },
            })}
          </Fragment>
        )
      }}
    />
  )
}
