import { LOCALE_TURKISH_NAMES, TRANSLATION_LOCALES, type TranslationLocale } from '@clinic/contract/locales'
import type { LocalizedText, SiteSettings, SiteSettingsInput } from '@clinic/contract/site-settings'
import { TextField } from '@clinic/ui/text-field'
import { TextareaField } from '@clinic/ui/textarea-field'
import { type ReactNode, useEffect, useState } from 'react'
import type { FieldPath, UseFormReturn } from 'react-hook-form'

/** The languages a text has no translation in: absent or blank (the site shows the Turkish there, marked). */
export function missingIn(value: Partial<LocalizedText> | undefined): TranslationLocale[] {
  return TRANSLATION_LOCALES.filter((locale) => !value?.[locale]?.trim())
}

/** "Gürcüce, Rusça": the languages named the way the admin's tabs name them. */
export const localeNames = (locales: readonly TranslationLocale[]) =>
  locales.map((locale) => LOCALE_TURKISH_NAMES[locale]).join(', ')

/**
 * A reader-facing text of the settings (decision 0275): the Turkish input as before and, under it, a disclosure
 * with its English, Georgian and Russian inputs, optional, whose summary names the languages still missing. It
 * opens by itself when one of them has an error, so the message is seen.
 */
export function LocalizedField(props: {
  form: UseFormReturn<SiteSettingsInput, unknown, SiteSettings>
  /** The text's object in the settings: `doctor.bio`, `addresses.1.street`. */
  name: string
  label: string
  max: number
  multiline?: boolean
  rows?: number
  hint?: ReactNode
  error(path: string): string | undefined
}) {
  const { form, name, label, max, error } = props
  const path = (locale: string) => `${name}.${locale}` as FieldPath<SiteSettingsInput>
  const value = form.watch(name as FieldPath<SiteSettingsInput>) as Partial<LocalizedText> | undefined
  const missing = missingIn(value)
  const translationError = TRANSLATION_LOCALES.some((locale) => error(path(locale)))
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (translationError) setOpen(true)
  }, [translationError])

  const input = (locale: string, fieldLabel: string, extra: { required?: boolean; hint?: ReactNode }) => {
    const shared = {
      label: fieldLabel,
      maxLength: max,
      lang: locale,
      error: error(path(locale)),
      ...extra,
      ...form.register(path(locale)),
    }
    return props.multiline ? (
      <TextareaField key={locale} rows={props.rows} {...shared} />
    ) : (
      <TextField key={locale} {...shared} />
    )
  }

  return (
    <div className="localized-field">
      {input('tr', label, { required: true, hint: props.hint })}
      <details
        className="localized-field__translations"
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary>
          <span>{`${label}: çeviriler`}</span>{' '}
          <span
            className={missing.length ? 'chip chip--missing' : 'chip'}
            data-missing={localeNames(missing)}
          >
            {missing.length ? `Eksik: ${localeNames(missing)}` : 'Tamam'}
          </span>
        </summary>
        <fieldset className="localized-field__inputs">
          <legend className="visually-hidden">{`${label}: çeviriler`}</legend>
          <p className="field__hint">İsteğe bağlı. Boş bırakılan dilde sitede Türkçesi gösterilir.</p>
          {TRANSLATION_LOCALES.map((locale) => input(locale, LOCALE_TURKISH_NAMES[locale], {}))}
        </fieldset>
      </details>
    </div>
  )
}
