import { draftFieldsOf } from '@clinic/api-client/endpoints/drafts'
import type { BlogTranslationInput } from '@clinic/api-client/multipart'
import { checkAdvertising, gatedTexts } from '@clinic/contract/advertising'
import { Slug } from '@clinic/contract/common'
import type { Draft } from '@clinic/contract/draft'
import { LOCALE_TURKISH_NAMES, type TranslationLocale } from '@clinic/contract/locales'
import { slugifyFor } from '@clinic/contract/slugify-tr'
import { BlogTranslationForm, type TranslationState } from '@clinic/contract/translation'
import { errorMessage, fieldErrorMessages } from '@clinic/ui/lib/server-errors'
import { TextField } from '@clinic/ui/text-field'
import { TextareaField } from '@clinic/ui/textarea-field'
import { useToast } from '@clinic/ui/use-toast'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useMemo, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { AdvertisingWarning } from '../content-form/advertising-warning.tsx'
import { CharacterCount } from '../content-form/character-count.tsx'
import { MAX_TAG_LENGTH, MAX_TAGS } from '../content-form/form-values.ts'
import type { Content, ContentResource, ContentTranslation } from '../content-form/kinds.ts'
import { RichTextField } from '../content-form/rich-text-field.tsx'
import { SeoFields } from '../content-form/seo-fields.tsx'
import { TagsField } from '../content-form/tags-field.tsx'
import { DraftBar } from '../drafts/draft-bar.tsx'
import { textsFromDraft } from '../drafts/draft-values.ts'
import { useServerDraft } from '../drafts/use-server-draft.ts'
import { displayPath } from '../lib/format.ts'
import { useUnsavedChanges } from '../lib/use-unsaved-changes.ts'
import { useAdmin } from '../services.tsx'
import { SourceText } from './source-text.tsx'
import {
  ActiveSwitch,
  savedText,
  TranslationHead,
  TranslationSaveBar,
  useRemoveTranslation,
} from './translation-parts.tsx'

/**
 * The translation form's values, checked with the contract's schema of the translation (BlogTranslationForm), in the
 * shapes the fields hold: the slug may be empty (the server makes it from the title), the tags are chips, the
 * switch is a boolean (the multipart form's "true"/"false" are the client's to write).
 */
const TranslationValues = BlogTranslationForm.pick({
  shortDescription: true,
  fullContent: true,
  seoKeywords: true,
  seoDescription: true,
}).extend({
  title: z.string().trim().pipe(BlogTranslationForm.shape.title),
  slug: z.union([z.literal(''), Slug]),
  tags: z
    .array(z.string().max(MAX_TAG_LENGTH, `Bir etiket en fazla ${MAX_TAG_LENGTH} karakter olabilir.`))
    .max(MAX_TAGS, `En fazla ${MAX_TAGS} etiket eklenebilir.`),
  isActive: z.boolean(),
})
type TranslationValues = z.output<typeof TranslationValues>
type TranslationInputValues = z.input<typeof TranslationValues>

/** A translation's warnings have nothing to override. */
const NO_DRAFTS = {}

/** The server's field names a refusal may carry; each is the form's field of the same name. */
const SERVER_FIELDS = [
  'title',
  'slug',
  'shortDescription',
  'fullContent',
  'tags',
  'seoKeywords',
  'seoDescription',
] as const

function valuesFrom(translation: ContentTranslation | null): TranslationValues {
  return {
    title: translation?.title ?? '',
    slug: translation?.slug ?? '',
    shortDescription: translation?.shortDescription ?? '',
    fullContent: translation?.fullContent ?? '',
    tags: translation && 'tags' in translation ? [...translation.tags] : [],
    seoKeywords: translation?.seoKeywords ?? '',
    seoDescription: translation?.seoDescription ?? '',
    // A translation is published by default, as an item is (contract translation.ts).
    isActive: translation?.isActive ?? true,
  }
}

/** What is sent: every text as it is (empty clears it), the slug only when there is one. */
function inputFrom(values: TranslationValues, hasTags: boolean): BlogTranslationInput {
  return {
    title: values.title.trim(),
    slug: values.slug.trim() || undefined,
    shortDescription: values.shortDescription?.trim() ?? '',
    fullContent: values.fullContent ?? '',
    tags: hasTags ? values.tags : undefined,
    seoKeywords: values.seoKeywords?.trim() ?? '',
    seoDescription: values.seoDescription?.trim() ?? '',
    isActive: values.isActive,
  }
}

/**
 * One language of a post or an operation: its texts (title, slug with the page's address, short description, the
 * same rich-text editor, tags for posts, SEO) and its own "Yayında" switch, beside the Turkish text for reference.
 * A refusal keeps what was typed; deleting asks first; leaving with changes asks as the item's own form does.
 */
export function ContentTranslationForm(props: {
  kind: ContentResource
  item: Content
  locale: TranslationLocale
  translation: ContentTranslation | null
  state: TranslationState | undefined
  save(input: BlogTranslationInput): Promise<ContentTranslation>
  remove(): Promise<void>
  onDirtyChange(dirty: boolean): void
  /** This language's server draft when the tab opened (decision 0283), and what follows its publish or removal. */
  serverDraft?: { initial: Draft | null; onChanged(): void }
}) {
  const { kind, item, locale, translation, onDirtyChange } = props
  const language = LOCALE_TURKISH_NAMES[locale]
  const { siteHref, api } = useAdmin()
  const toast = useToast()
  const headingId = useId()
  const form = useForm<TranslationInputValues, unknown, TranslationValues>({
    resolver: zodResolver(TranslationValues),
    defaultValues: valuesFrom(translation),
    mode: 'onTouched',
  })
  const { register, control, handleSubmit, formState, setValue, setError, reset } = form
  const values = useWatch({ control }) as TranslationValues
  const [refusal, setRefusal] = useState<string | null>(null)
  const { removing, removeTranslation } = useRemoveTranslation({
    language,
    itemName: item.title,
    remove: props.remove,
    onRefusal: setRefusal,
  })
  // The editor is uncontrolled: a new key loads the saved answer's HTML into it.
  const [editorVersion, setEditorVersion] = useState(0)
  const dirty = formState.isDirty
  useEffect(() => onDirtyChange(dirty), [onDirtyChange, dirty])

  // This language's server draft: autosaved a few seconds after the last change, loaded when the tab opens.
  const target = useMemo(() => ({ kind: kind.name, itemId: item.id, locale }), [kind.name, item.id, locale])
  const draftFields = useMemo(() => draftFieldsOf(inputFrom(values, kind.hasTags)), [values, kind.hasTags])
  const openedDraft = props.serverDraft?.initial ?? null
  const server = useServerDraft(api, target, openedDraft, draftFields, formState.isDirty)
  const [draftBusy, setDraftBusy] = useState(false)
  useUnsavedChanges(dirty && server.pending)
  const adoptDraft = server.adopt
  useEffect(() => {
    if (!openedDraft) return
    const next = textsFromDraft(openedDraft.fields, valuesFrom(translation))
    for (const [field, value] of Object.entries(next) as [keyof TranslationValues, never][])
      setValue(field, value, { shouldDirty: true })
    adoptDraft(draftFieldsOf(inputFrom(next, kind.hasTags)))
    setEditorVersion((version) => version + 1)
  }, [openedDraft, translation, setValue, adoptDraft, kind.hasTags])

  async function draftAction(run: () => Promise<unknown>, done: string) {
    setDraftBusy(true)
    try {
      await run()
      server.forget()
      toast.success(done)
      props.serverDraft?.onChanged()
    } catch (failure) {
      setRefusal(errorMessage(failure))
      const fields = fieldErrorMessages(failure, SERVER_FIELDS)
      for (const [field, message] of Object.entries(fields) as [(typeof SERVER_FIELDS)[number], string][]) {
        setError(field, { type: 'server', message })
      }
    } finally {
      setDraftBusy(false)
    }
  }
  const publishDraft = () =>
    draftAction(async () => {
      if (server.pending || !server.draft) {
        const saved = await server.saveNow()
        if (!saved) throw new Error('Taslak kaydedilemedi.')
      }
      await api.drafts.publishOfItem(kind.name, item.id, locale)
    }, 'Taslak yayınlandı; site birkaç saniye içinde güncellenir.')
  const deleteDraft = () => {
    if (!window.confirm('Taslak silinsin mi? Yayındaki çeviri olduğu gibi kalır.')) return
    void draftAction(async () => {
      await api.drafts.removeOfItem(kind.name, item.id, locale)
      reset(valuesFrom(translation))
      setEditorVersion((version) => version + 1)
    }, 'Taslak silindi.')
  }
  async function scheduleDraft(publishAt: string | null) {
    setDraftBusy(true)
    try {
      const saved = await server.saveNow(publishAt)
      if (saved) toast.success(publishAt ? 'Taslak zamanlandı.' : 'Zamanlama kaldırıldı.')
    } finally {
      setDraftBusy(false)
    }
  }

  // The advertising rules in this language's words (decision 0277), read from the same texts as the Turkish form's.
  const findings = useMemo(
    () =>
      checkAdvertising(
        gatedTexts({
          title: values.title ?? '',
          shortDescription: values.shortDescription,
          fullContent: values.fullContent,
          seoDescription: values.seoDescription,
        }),
        locale,
      ),
    [values.title, values.shortDescription, values.fullContent, values.seoDescription, locale],
  )

  // The server's own slug maker (Cyrillic and Georgian transliterated), so the address shown is the one it will make.
  const slugShown = values.slug || (translation ? '' : slugifyFor(locale, values.title ?? ''))
  const publicUrl = slugShown
    ? displayPath(new URL(siteHref(`/${locale}${kind.sitePath(slugShown)}`), window.location.origin).href)
    : null

  async function submit(submitted: TranslationValues) {
    setRefusal(null)
    try {
      const saved = await props.save(inputFrom(submitted, kind.hasTags))
      toast.success(savedText(language, saved.isActive))
      // "Kaydet" published what the tab holds, the draft's text included: the pending draft is done (decision 0283).
      if (server.draft) {
        await api.drafts.removeOfItem(kind.name, item.id, locale).catch(() => undefined)
        server.forget()
      }
      reset(valuesFrom(saved))
      setEditorVersion((version) => version + 1)
    } catch (failure) {
      // Nothing typed is touched: the server's message above, its field's under the field.
      setRefusal(errorMessage(failure))
      const fields = fieldErrorMessages(failure, SERVER_FIELDS)
      for (const [field, message] of Object.entries(fields) as [(typeof SERVER_FIELDS)[number], string][]) {
        setError(field, { type: 'server', message })
      }
    }
  }

  return (
    <div className="translation-layout">
      <SourceText kind={kind} item={item} />
      <form
        className="form translation-form"
        noValidate
        onSubmit={handleSubmit(submit)}
        aria-busy={formState.isSubmitting || removing || undefined}
        aria-labelledby={headingId}
      >
        <TranslationHead id={headingId} language={language} state={props.state} refusal={refusal} />

        {props.serverDraft ? (
          <DraftBar
            draft={server.draft}
            status={server.status}
            pending={server.pending && formState.isDirty}
            busy={draftBusy || formState.isSubmitting}
            onPublish={() => void publishDraft()}
            onDelete={deleteDraft}
            onSchedule={(at) => void scheduleDraft(at)}
          />
        ) : null}

        <section className="panel form-section" aria-label="İçerik">
          <TextField
            label="Başlık"
            required
            maxLength={200}
            error={formState.errors.title?.message}
            {...register('title')}
          />
          <TextField
            label="Kısa ad (adres)"
            hint={publicUrl ? `Sayfanın adresi: ${publicUrl}` : 'Boş bırakılırsa başlıktan yapılır.'}
            error={formState.errors.slug?.message}
            spellCheck={false}
            autoCapitalize="off"
            {...register('slug', {
              onBlur: (event: { target: { value: string } }) => {
                const typed = event.target.value.trim()
                if (typed)
                  setValue('slug', slugifyFor(locale, typed), { shouldDirty: true, shouldValidate: true })
              },
            })}
          />
          <div className="field">
            <TextareaField
              label="Kısa açıklama"
              rows={3}
              maxLength={1000}
              error={formState.errors.shortDescription?.message}
              {...register('shortDescription')}
            />
            <CharacterCount
              id={`${headingId}-short-count`}
              length={values.shortDescription?.length ?? 0}
              recommended={300}
            />
          </div>
          <RichTextField
            key={editorVersion}
            label="Metin"
            error={formState.errors.fullContent?.message}
            initialHtml={form.getValues('fullContent') ?? ''}
            onChange={(html) => {
              if (html !== form.getValues('fullContent')) setValue('fullContent', html, { shouldDirty: true })
            }}
          />
          {kind.hasTags ? (
            <Controller
              control={control}
              name="tags"
              render={({ field, fieldState }) => (
                <TagsField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
              )}
            />
          ) : null}
        </section>

        <AdvertisingWarning
          findings={findings}
          stored={[]}
          canOverride={false}
          drafts={NO_DRAFTS}
          onDraftsChange={() => {}}
          showErrors={false}
          advisory
        />

        <section className="panel form-section" aria-label="Arama motorları (SEO)">
          <SeoFields
            keywords={register('seoKeywords')}
            keywordsError={formState.errors.seoKeywords?.message}
            description={register('seoDescription')}
            descriptionError={formState.errors.seoDescription?.message}
            descriptionLength={values.seoDescription?.length ?? 0}
            preview={{
              title: values.title ?? '',
              url: publicUrl ?? '…',
              description: values.seoDescription || values.shortDescription || '',
            }}
          />
        </section>

        <TranslationSaveBar
          language={language}
          exists={translation !== null}
          dirty={dirty}
          saving={formState.isSubmitting}
          removing={removing}
          onRemove={() => void removeTranslation()}
          activeSwitch={<ActiveSwitch registration={register('isActive')} />}
        />
      </form>
    </div>
  )
}
