import { LOCALE_TURKISH_NAMES, type TranslationLocale } from '@clinic/contract/locales'
import {
  type GroupTranslation,
  GroupTranslationBody,
  type TranslationState,
} from '@clinic/contract/translation'
import { errorMessage, fieldErrorMessages } from '@clinic/ui/lib/server-errors'
import { TextField } from '@clinic/ui/text-field'
import { useToast } from '@clinic/ui/use-toast'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { useUnsavedChanges } from '../lib/use-unsaved-changes.ts'
import {
  ActiveSwitch,
  savedText,
  TranslationHead,
  TranslationSaveBar,
  useRemoveTranslation,
} from './translation-parts.tsx'

/** The switch is always sent: a translation's "Yayında" is the admin's choice, not the server's default. */
const GroupTranslationValues = GroupTranslationBody.required({ isActive: true })
type GroupTranslationValues = z.output<typeof GroupTranslationValues>

/**
 * One language of a catalog or a category: its name there and its own "Yayında" switch, under the Turkish name. A
 * refusal (a name taken in that language) stays under the field with what was typed; deleting asks first.
 */
export function GroupTranslationForm(props: {
  /** The name field's label ("Katalog adı"). */
  fieldLabel: string
  sourceName: string
  locale: TranslationLocale
  translation: GroupTranslation | null
  state: TranslationState | undefined
  save(body: GroupTranslationValues): Promise<GroupTranslation>
  remove(): Promise<void>
  onDirtyChange(dirty: boolean): void
}) {
  const { locale, translation, onDirtyChange } = props
  const language = LOCALE_TURKISH_NAMES[locale]
  const toast = useToast()
  const headingId = useId()
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<z.input<typeof GroupTranslationValues>, unknown, GroupTranslationValues>({
    resolver: zodResolver(GroupTranslationValues),
    defaultValues: { name: translation?.name ?? '', isActive: translation?.isActive ?? true },
  })
  const [refusal, setRefusal] = useState<string | null>(null)
  const { removing, removeTranslation } = useRemoveTranslation({
    language,
    itemName: props.sourceName,
    remove: props.remove,
    onRefusal: setRefusal,
  })
  useUnsavedChanges(isDirty)
  useEffect(() => onDirtyChange(isDirty), [onDirtyChange, isDirty])

  const submit = handleSubmit(async (values) => {
    setRefusal(null)
    try {
      const saved = await props.save(values)
      toast.success(savedText(language, saved.isActive))
      reset({ name: saved.name, isActive: saved.isActive })
    } catch (failure) {
      const field = fieldErrorMessages(failure, ['name']).name
      if (field) setError('name', { type: 'server', message: field }, { shouldFocus: true })
      setRefusal(errorMessage(failure))
    }
  })

  return (
    <form
      className="form panel translation-form catalog-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={isSubmitting || removing || undefined}
      aria-labelledby={headingId}
    >
      <TranslationHead id={headingId} language={language} state={props.state} refusal={refusal} />
      <p className="translation-source__name">
        Türkçe adı: <strong lang="tr">{props.sourceName}</strong>
      </p>
      <TextField
        label={`${props.fieldLabel} (${language})`}
        required
        maxLength={100}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TranslationSaveBar
        language={language}
        exists={translation !== null}
        dirty={isDirty}
        saving={isSubmitting}
        removing={removing}
        onRemove={() => void removeTranslation()}
        activeSwitch={<ActiveSwitch registration={register('isActive')} />}
      />
    </form>
  )
}
