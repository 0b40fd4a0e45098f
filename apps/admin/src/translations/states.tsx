import './translations.css'
import { LOCALE_TURKISH_NAMES, TRANSLATION_LOCALES, type TranslationLocale } from '@clinic/contract/locales'
import type { TranslationState, TranslationStates } from '@clinic/contract/translation'

/**
 * How the admin names each translation state (issue 23): a word, a sign that says it without colour (the lists'
 * compact chips), a longer sentence for a title and for screen readers, and the badge's colour.
 */
export const STATE_TEXTS: Record<
  TranslationState,
  { label: string; sign: string; description: string; badge: string }
> = {
  missing: { label: 'Eksik', sign: '–', description: 'Çeviri yok.', badge: 'badge--muted' },
  inactive: {
    label: 'Yayında değil',
    sign: '○',
    description: 'Çeviri var, yayında değil.',
    badge: '',
  },
  published: { label: 'Yayında', sign: '✓', description: 'Çeviri yayında.', badge: 'badge--ok' },
  outdated: {
    label: 'Güncel değil',
    sign: '!',
    description: 'Türkçe metin çeviriden sonra değişti.',
    badge: 'badge--warning',
  },
}

const KNOWN_STATES = Object.keys(STATE_TEXTS)

/**
 * The translation states a list row carries, read defensively: rows from an API that does not send them yet (or
 * sends a state this admin does not know) show no states rather than wrong ones.
 */
export function translationStatesOf(row: object): TranslationStates | undefined {
  const states = (row as { translationStates?: unknown }).translationStates
  if (typeof states !== 'object' || states === null) return undefined
  const read: Partial<Record<TranslationLocale, TranslationState>> = {}
  for (const locale of TRANSLATION_LOCALES) {
    const state = (states as Record<string, unknown>)[locale]
    read[locale] = KNOWN_STATES.includes(state as string) ? (state as TranslationState) : 'missing'
  }
  return read as TranslationStates
}

/** A language's state as a badge: the word, with the longer sentence as its title (outdated says why). */
export function TranslationStateBadge({ state }: { state: TranslationState }) {
  const text = STATE_TEXTS[state]
  return (
    <span className={`badge ${text.badge}`.trim()} title={text.description}>
      {text.label}
    </span>
  )
}

/**
 * The lists' compact view of every language: "EN ✓ KA – RU !", each chip read out in full ("İngilizce: Yayında")
 * and titled with its sentence. Nothing when the row has no states (an API without translations yet).
 */
export function TranslationStatesList({ states }: { states: TranslationStates | undefined }) {
  if (!states) return <span className="muted">—</span>
  return (
    <ul className="translation-chips" aria-label="Çeviriler">
      {TRANSLATION_LOCALES.map((locale) => {
        const state = states[locale] ?? 'missing'
        const text = STATE_TEXTS[state]
        const name = LOCALE_TURKISH_NAMES[locale]
        return (
          <li
            key={locale}
            className={`translation-chip translation-chip--${state}`}
            title={`${name}: ${text.label}. ${text.description}`}
          >
            <span aria-hidden="true">
              {locale.toUpperCase()} {text.sign}
            </span>
            <span className="visually-hidden">{`${name}: ${text.label}`}</span>
          </li>
        )
      })}
    </ul>
  )
}
