import {
  DEFAULT_LOCALE,
  LOCALE_TURKISH_NAMES,
  type Locale,
  TRANSLATION_LOCALES,
  type TranslationLocale,
} from '@clinic/contract/locales'
import type { TranslationStates } from '@clinic/contract/translation'
import { type ConfirmOptions, useConfirm } from '@clinic/ui/use-confirm'
import { type KeyboardEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react'
import { STATE_TEXTS } from './states.tsx'

const TAB_LOCALES: readonly Locale[] = [DEFAULT_LOCALE, ...TRANSLATION_LOCALES]

/** Asked before a tab with unsaved changes is left, as a page with them is (use-unsaved-changes.ts). */
export const TAB_LEAVE_QUESTION: ConfirmOptions = {
  title: 'Kaydedilmemiş değişiklikler var',
  message: 'Bu sekmeden çıkarsanız yaptığınız değişiklikler kaydedilmeyecek.',
  confirmLabel: 'Sekmeden çık',
  cancelLabel: 'Sekmede kal',
  danger: true,
}

/** What a tab's panel is handed: it says whether it holds unsaved changes. */
export interface LanguagePanelProps {
  onDirtyChange(dirty: boolean): void
}

/**
 * An item's languages as tabs (WAI-ARIA tabs, automatic activation): Türkçe first, the item's own form, then each
 * translation language with its state. Arrow keys, Home and End move between tabs. Only the chosen panel is
 * mounted, so one form at a time guards leaving the page; leaving a tab with unsaved changes asks first.
 */
export function LanguageTabs(props: {
  /** The tab list's name ("Dil"). */
  label: string
  /** Every translation language's state; undefined while it loads. */
  states: TranslationStates | undefined
  renderPanel(locale: Locale, panel: LanguagePanelProps): ReactNode
}) {
  const baseId = useId()
  const confirm = useConfirm()
  const [selected, setSelected] = useState<Locale>(DEFAULT_LOCALE)
  const dirty = useRef(false)
  const tabs = useRef(new Map<Locale, HTMLButtonElement>())
  const onDirtyChange = useCallback((next: boolean) => {
    dirty.current = next
  }, [])

  async function select(locale: Locale) {
    if (locale === selected) return
    if (dirty.current && !(await confirm(TAB_LEAVE_QUESTION))) {
      tabs.current.get(selected)?.focus()
      return
    }
    dirty.current = false
    setSelected(locale)
    tabs.current.get(locale)?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TAB_LOCALES.indexOf(selected)
    const last = TAB_LOCALES.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    void select(TAB_LOCALES[next]!)
  }

  const tabId = (locale: Locale) => `${baseId}-tab-${locale}`
  const panelId = (locale: Locale) => `${baseId}-panel-${locale}`
  return (
    <div className="language-tabs">
      <div className="language-tabs__list" role="tablist" aria-label={props.label}>
        {TAB_LOCALES.map((locale) => {
          const state = locale === DEFAULT_LOCALE ? null : props.states?.[locale as TranslationLocale]
          const isSelected = locale === selected
          return (
            <button
              key={locale}
              ref={(node) => {
                if (node) tabs.current.set(locale, node)
                else tabs.current.delete(locale)
              }}
              type="button"
              role="tab"
              id={tabId(locale)}
              className="language-tabs__tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(locale) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => void select(locale)}
              onKeyDown={onKeyDown}
            >
              <span className="language-tabs__name">{LOCALE_TURKISH_NAMES[locale]}</span>
              {state ? (
                <span
                  className={`language-tabs__state language-tabs__state--${state}`}
                  title={STATE_TEXTS[state].description}
                >
                  <span aria-hidden="true">{STATE_TEXTS[state].sign} </span>
                  {STATE_TEXTS[state].label}
                </span>
              ) : null}
            </button>
          )
        })}
      </div>
      <div
        className="language-tabs__panel"
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
      >
        {props.renderPanel(selected, { onDirtyChange })}
      </div>
    </div>
  )
}
