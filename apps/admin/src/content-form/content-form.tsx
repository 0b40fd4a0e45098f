import {
  type AdvertisingOverrideInput,
  checkAdvertising,
  claimKey,
  gatedTexts,
} from '@clinic/contract/advertising'
import type { Blog } from '@clinic/contract/blog'
import type { Draft } from '@clinic/contract/draft'
import type { Operation } from '@clinic/contract/operation'
import { slugifyTr } from '@clinic/contract/slugify-tr'
import { errorMessage, fieldErrorMessages } from '@clinic/ui/lib/server-errors'
import { SelectField } from '@clinic/ui/select-field'
import { TextField } from '@clinic/ui/text-field'
import { TextareaField } from '@clinic/ui/textarea-field'
import { useToast } from '@clinic/ui/use-toast'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router-dom'
import useSWR from 'swr'
import { useIsAdmin } from '../access.tsx'
import { keys } from '../cache/keys.ts'
import { DraftBar } from '../drafts/draft-bar.tsx'
import { draftFieldsFrom, valuesFromDraft } from '../drafts/draft-values.ts'
import { type DraftTarget, useServerDraft } from '../drafts/use-server-draft.ts'
import { displayPath, formatDateTimeTr } from '../lib/format.ts'
import { useSaveBarRoom } from '../lib/use-save-bar-room.ts'
import { useUnsavedChanges } from '../lib/use-unsaved-changes.ts'
import { useAdmin } from '../services.tsx'
import { AdvertisingWarning, type OverrideDrafts, overrideReasonError } from './advertising-warning.tsx'
import { CharacterCount } from './character-count.tsx'
import { CoverImageField, useObjectUrl } from './cover-image-field.tsx'
import {
  ContentFormValues,
  DEFAULT_AUTHOR,
  EMPTY_VALUES,
  fromLocalDateTime,
  type ImageChoice,
  valuesFrom,
} from './form-values.ts'
import { PostRulesSection } from './post-rules-section.tsx'
import { type PreviewContent, PreviewDialog } from './preview-dialog.tsx'
import { PublishProgress } from './publish-progress.tsx'
import { RichTextField } from './rich-text-field.tsx'
import { SeoFields } from './seo-fields.tsx'
import { TagsField } from './tags-field.tsx'
import { useDraft } from './use-draft.ts'

type Content = Blog | Operation

/** What differs between the blog form and the operation form. */
export interface ContentKind {
  /** The draft's and the list's name: "blog" or "operation". */
  name: 'blog' | 'operation'
  /** The API's name of the kind (the advertising gate's overrides are kept under it). */
  resource: 'blogs' | 'operations'
  /** "Blog yazısı", "Operasyon": in sentences ("Blog yazısı kaydedildi."). */
  noun: string
  listPath: string
  editPath(id: number): string
  /** The public page of an item ("/blog/diz-agrisi"). */
  sitePath(slug: string): string
  groupLabel: string
  groupPlaceholder: string
  hasTags: boolean
  imageLabel: string
  /** What the site shows for an item without a category or catalog (spec §3 defaults). */
  defaultGroupName: string
  /** The notice the site's page shows after the text, or null. */
  notice: string | null
}

export interface SaveRequest {
  values: ContentFormValues
  image: ImageChoice
  onProgress?: ((fraction: number) => void) | undefined
  /** The advertising gate's overrides sent with this save (Admins only). */
  overrides: AdvertisingOverrideInput[]
}

/** The server's field names a refusal may carry, mapped to the form's fields. */
const SERVER_FIELDS = {
  title: 'title',
  slug: 'slug',
  shortDescription: 'shortDescription',
  fullContent: 'fullContent',
  tags: 'tags',
  seoKeywords: 'seoKeywords',
  seoDescription: 'seoDescription',
  authorName: 'authorName',
  publishedDate: 'publishedDate',
  categoryId: 'groupId',
  catalogId: 'groupId',
  consentId: 'consentId',
} as const satisfies Record<string, keyof ContentFormValues>
type ServerField = keyof typeof SERVER_FIELDS
const IMAGE_FIELDS = ['blogImage', 'operationImage', 'existingImagePath'] as const

/**
 * The blog and operation form: title, slug, short description, the rich-text content, cover image, category or
 * catalog, tags, SEO with a search-result preview, publishing switch and date. What is typed is never lost: a
 * refusal keeps every field, a draft stays in the browser until saved, and leaving with changes asks first.
 */
export function ContentForm(props: {
  kind: ContentKind
  item: Content | null
  groups: readonly { id: number; name: string }[]
  save(request: SaveRequest): Promise<Content>
  /** Told whether the form holds unsaved changes (the language tabs ask before leaving it). */
  onDirtyChange?: ((dirty: boolean) => void) | undefined
  /**
   * The server draft (decision 0283): the one found when the form opened, where autosave writes, and what follows
   * a publish (the item's id: a new item's too).
   */
  serverDraft: {
    initial: Draft | null
    target: DraftTarget
    onPublished(itemId: number): void
  }
}) {
  const { kind, item, onDirtyChange } = props
  const { api, siteHref } = useAdmin()
  const toast = useToast()
  const navigate = useNavigate()
  const initial = useMemo(() => (item ? valuesFrom(item) : EMPTY_VALUES), [item])
  const form = useForm<ContentFormValues>({
    resolver: zodResolver(ContentFormValues),
    defaultValues: initial,
    mode: 'onTouched',
  })
  const { register, control, handleSubmit, formState, setValue, setError, reset } = form
  const values = useWatch({ control }) as ContentFormValues
  const [file, setFile] = useState<File | null>(null)
  const fileUrl = useObjectUrl(file)
  const [progress, setProgress] = useState<number | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [imageError, setImageError] = useState<string | undefined>()
  const [preview, setPreview] = useState<PreviewContent | null>(null)
  // The editor is uncontrolled: a new key loads new HTML into it (a restored draft, a saved answer).
  const [editorVersion, setEditorVersion] = useState(0)
  const [slugTouched, setSlugTouched] = useState(item !== null)
  // Once something is saved here, the form follows it to the public site.
  const [savedOnce, setSavedOnce] = useState(false)

  const dirty = formState.isDirty || file !== null
  const draftKey = `${kind.name}.${item?.id ?? 'new'}`
  const draft = useDraft(draftKey, values, formState.isDirty)
  useEffect(() => onDirtyChange?.(dirty), [onDirtyChange, dirty])

  // The server draft: autosaved a few seconds after the last change, loaded into the form when it opens.
  const draftFields = useMemo(
    () => draftFieldsFrom(kind.name, values, item?.imagePath ?? null, item?.slug ?? null),
    [kind.name, values, item?.imagePath, item?.slug],
  )
  const server = useServerDraft(
    api,
    props.serverDraft.target,
    props.serverDraft.initial,
    draftFields,
    formState.isDirty,
  )
  const [draftBusy, setDraftBusy] = useState(false)
  // Leaving asks first only while something would be lost: text not on the server yet, or a chosen cover file.
  const leaving = useUnsavedChanges(file !== null || (formState.isDirty && server.pending))
  const openedDraft = props.serverDraft.initial
  const adoptDraft = server.adopt
  useEffect(() => {
    if (!openedDraft) return
    const opened = valuesFromDraft(openedDraft.fields, initial)
    for (const [field, value] of Object.entries(opened) as [keyof ContentFormValues, never][]) {
      setValue(field, value, { shouldDirty: true })
    }
    // Opening a draft is not a change to save again (another tab on the same draft keeps its version).
    adoptDraft(draftFieldsFrom(kind.name, opened, item?.imagePath ?? null, item?.slug ?? null))
    setSlugTouched(true)
    setEditorVersion((version) => version + 1)
  }, [openedDraft, initial, setValue, adoptDraft, kind.name, item?.imagePath, item?.slug])

  async function publishDraft() {
    setDraftBusy(true)
    try {
      const saved = server.pending || !server.draft ? await server.saveNow() : server.draft
      if (!saved) return
      const done =
        saved.itemId === null
          ? await api.drafts.publish(kind.name, saved.id)
          : await api.drafts.publishOfItem(kind.name, saved.itemId, saved.locale)
      draft.discard()
      server.forget()
      toast.success('Taslak yayınlandı; site birkaç saniye içinde güncellenir.')
      leaving.allowNextLeave()
      setSavedOnce(true)
      props.serverDraft.onPublished(done.itemId)
    } catch (failure) {
      setRefusal(errorMessage(failure))
      const fields = fieldErrorMessages(failure, Object.keys(SERVER_FIELDS) as ServerField[])
      for (const [serverField, text] of Object.entries(fields) as [ServerField, string][]) {
        setError(SERVER_FIELDS[serverField], { type: 'server', message: text })
      }
    } finally {
      setDraftBusy(false)
    }
  }

  async function deleteDraft() {
    const current = server.draft
    if (!current) return
    if (!window.confirm('Taslak silinsin mi? Yayındaki metin olduğu gibi kalır.')) return
    setDraftBusy(true)
    try {
      if (current.itemId === null) await api.drafts.remove(kind.name, current.id)
      else await api.drafts.removeOfItem(kind.name, current.itemId, current.locale)
      server.forget()
      draft.discard()
      reset(initial)
      setEditorVersion((version) => version + 1)
      toast.success('Taslak silindi.')
    } catch (failure) {
      setRefusal(errorMessage(failure))
    } finally {
      setDraftBusy(false)
    }
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

  // The same texts the API's gate reads (decision 0200): title, short description, content, SEO description.
  const findings = useMemo(
    () =>
      checkAdvertising(
        gatedTexts({
          title: values.title,
          shortDescription: values.shortDescription,
          fullContent: values.fullContent,
          seoDescription: values.seoDescription,
        }),
      ),
    [values.title, values.shortDescription, values.fullContent, values.seoDescription],
  )
  const isAdmin = useIsAdmin()
  const storedOverrides = useSWR(item ? keys.advertising.forContent(kind.resource, item.id) : null, () =>
    api.advertising.forContent(kind.resource, item!.id),
  )
  const [overrideDrafts, setOverrideDrafts] = useState<OverrideDrafts>({})
  const [showOverrideErrors, setShowOverrideErrors] = useState(false)
  /** The overrides to send: the ticked claims still in the text, each with its reason. */
  const overridesToSend = (): AdvertisingOverrideInput[] =>
    findings.flatMap((finding) =>
      finding.phrases
        .map((claim) => ({ ruleId: finding.rule.id, claim }))
        .filter((claim) => overrideDrafts[claimKey(claim)] !== undefined)
        .map((claim) => ({ ...claim, reason: overrideDrafts[claimKey(claim)]!.trim() })),
    )

  const imageUrl = item?.imagePath ? `${api.baseUrl}${item.imagePath}` : null
  const slugPreview = values.slug || (values.title ? slugifyTr(values.title) : '')
  // Shown as a person reads it: "…/blog/…", not "…/blog/%E2%80%A6".
  const publicUrl = displayPath(
    new URL(siteHref(kind.sitePath(slugPreview || '…')), window.location.origin).href,
  )

  async function submit(submitted: ContentFormValues) {
    const overrides = overridesToSend()
    if (overrides.some((override) => overrideReasonError(override.reason))) {
      setShowOverrideErrors(true)
      setRefusal('Yok saydığınız her uyarı için en az 10 karakterlik bir gerekçe yazın.')
      return
    }
    setRefusal(null)
    setImageError(undefined)
    setProgress(file ? 0 : null)
    try {
      const saved = await props.save({
        values: submitted,
        image: { file, existingPath: item?.imagePath ?? null },
        onProgress: file ? setProgress : undefined,
        overrides,
      })
      setOverrideDrafts({})
      setShowOverrideErrors(false)
      draft.discard()
      // "Kaydet" publishes what the form holds, the draft's text included: the pending draft is done (decision 0283).
      const pendingDraft = server.draft
      if (pendingDraft) {
        await (pendingDraft.itemId === null
          ? api.drafts.remove(kind.name, pendingDraft.id)
          : api.drafts.removeOfItem(kind.name, pendingDraft.itemId, pendingDraft.locale)
        ).catch(() => undefined)
        server.forget()
      }
      setSavedOnce(true)
      toast.success(
        saved.isActive
          ? `«${saved.title}» kaydedildi; site birkaç saniye içinde güncellenir.`
          : `«${saved.title}» kaydedildi (yayında değil).`,
      )
      setFile(null)
      reset(valuesFrom(saved))
      setEditorVersion((version) => version + 1)
      if (!item) {
        leaving.allowNextLeave()
        navigate(kind.editPath(saved.id), { replace: true })
      }
    } catch (failure) {
      // Nothing typed is touched: the fields keep their text, the chosen file stays chosen.
      const message = errorMessage(failure)
      setRefusal(message)
      const fields = fieldErrorMessages(failure, Object.keys(SERVER_FIELDS) as ServerField[])
      for (const [server, text] of Object.entries(fields) as [ServerField, string][]) {
        setError(SERVER_FIELDS[server], { type: 'server', message: text })
      }
      const image = fieldErrorMessages(failure, IMAGE_FIELDS)
      setImageError(image.blogImage ?? image.operationImage ?? image.existingImagePath)
    } finally {
      setProgress(null)
    }
  }

  function openPreview() {
    const group = groupOptions.find((option) => option.value === values.groupId)
    setPreview({
      title: values.title,
      shortDescription: values.shortDescription,
      html: values.fullContent,
      imageUrl: (file ? fileUrl : null) ?? imageUrl,
      authorName: values.authorName.trim() || item?.authorName || DEFAULT_AUTHOR,
      section: group?.label ?? kind.defaultGroupName,
      // An existing item keeps its date when the field is left empty; a new one is dated when it is saved.
      publishedDate: fromLocalDateTime(values.publishedDate) ?? item?.publishedDate ?? undefined,
      tags: values.tags,
      notice: kind.notice,
    })
  }

  const restoreDraft = () => {
    if (!draft.found) return
    reset(initial)
    for (const [field, value] of Object.entries(draft.found.values) as [keyof ContentFormValues, never][]) {
      setValue(field, value, { shouldDirty: true })
    }
    setSlugTouched(true)
    setEditorVersion((version) => version + 1)
    draft.dismiss()
  }

  // The select is controlled by the form's value, and the stored group is always one of its options: the form
  // never shows "Kategori yok" for a post that has one, whichever answer (the post, the list) comes first, and a
  // save sends what is shown (decision 0162).
  const groupOptions = useMemo(() => {
    const options = props.groups.map((group) => ({ value: String(group.id), label: group.name }))
    const stored = item ? storedGroup(item) : null
    if (stored && !options.some((option) => option.value === stored.value)) options.unshift(stored)
    return options
  }, [props.groups, item])

  const saveBarRef = useSaveBarRoom()
  const seoDescriptionLength = values.seoDescription.length
  const shortLength = values.shortDescription.length

  return (
    <form className="form" noValidate onSubmit={handleSubmit(submit)} aria-busy={formState.isSubmitting}>
      {draft.found && !formState.isDirty ? (
        <div className="notice notice--warning draft-notice" role="status">
          <p>Bu tarayıcıda kaydedilmemiş bir taslak var ({formatDateTimeTr(draft.found.savedAt)}).</p>
          <div className="draft-notice__actions">
            <button type="button" className="button button--small" onClick={restoreDraft}>
              Taslağı geri yükle
            </button>
            <button type="button" className="button button--ghost button--small" onClick={draft.discard}>
              Taslağı sil
            </button>
          </div>
        </div>
      ) : null}

      {refusal ? (
        <p className="form-alert" role="alert">
          Kaydedilemedi: {refusal} Yazdıklarınız formda duruyor.
        </p>
      ) : null}

      <DraftBar
        draft={server.draft}
        status={server.status}
        pending={server.pending && formState.isDirty}
        busy={draftBusy || formState.isSubmitting}
        onPublish={() => void publishDraft()}
        onDelete={() => void deleteDraft()}
        onSchedule={(at) => void scheduleDraft(at)}
      />

      <div className="form-grid form-grid--aside">
        <div className="stack">
          <section className="panel form-section" aria-labelledby="section-content">
            <h2 className="form-section__title" id="section-content">
              İçerik
            </h2>
            <TextField
              label="Başlık"
              required
              maxLength={200}
              error={formState.errors.title?.message}
              {...register('title', {
                onChange: (event: { target: { value: string } }) => {
                  if (!slugTouched) setValue('slug', event.target.value ? slugifyTr(event.target.value) : '')
                },
              })}
            />
            <TextField
              label="Kısa ad (adres)"
              hint={`Sayfanın adresi: ${publicUrl}`}
              error={formState.errors.slug?.message}
              spellCheck={false}
              autoCapitalize="off"
              {...register('slug', {
                onChange: () => setSlugTouched(true),
                onBlur: (event: { target: { value: string } }) => {
                  const typed = event.target.value.trim()
                  if (typed) setValue('slug', slugifyTr(typed), { shouldDirty: true, shouldValidate: true })
                },
              })}
            />
            {item && values.slug !== item.slug && values.slug ? (
              <p className="form-alert form-alert--warning">
                Adres değişirse eski bağlantılar (paylaşımlar, arama sonuçları) çalışmaz.
              </p>
            ) : null}
            <div className="field">
              <TextareaField
                label="Kısa açıklama"
                rows={3}
                maxLength={1000}
                hint="Listelerde ve kartlarda başlığın altında görünür."
                error={formState.errors.shortDescription?.message}
                {...register('shortDescription')}
              />
              <CharacterCount id="short-count" length={shortLength} recommended={300} />
            </div>
            <RichTextField
              key={editorVersion}
              label="Metin"
              error={formState.errors.fullContent?.message}
              initialHtml={form.getValues('fullContent')}
              onChange={(html) => {
                if (html !== form.getValues('fullContent'))
                  setValue('fullContent', html, { shouldDirty: true })
              }}
            />
          </section>

          <AdvertisingWarning
            findings={findings}
            stored={storedOverrides.data ?? []}
            canOverride={isAdmin}
            drafts={overrideDrafts}
            onDraftsChange={setOverrideDrafts}
            showErrors={showOverrideErrors}
          />

          <section className="panel form-section" aria-labelledby="section-seo">
            <h2 className="form-section__title" id="section-seo">
              Arama motorları (SEO)
            </h2>
            <SeoFields
              keywords={register('seoKeywords')}
              keywordsError={formState.errors.seoKeywords?.message}
              keywordsHint="Virgülle ayırın: diz ağrısı, menisküs yırtığı"
              description={register('seoDescription')}
              descriptionError={formState.errors.seoDescription?.message}
              descriptionLength={seoDescriptionLength}
              preview={{
                title: values.title,
                url: publicUrl,
                description: values.seoDescription || values.shortDescription,
              }}
            />
          </section>
        </div>

        <div className="stack">
          <section className="panel form-section" aria-labelledby="section-publish">
            <h2 className="form-section__title" id="section-publish">
              Yayın
            </h2>
            <Controller
              control={control}
              name="isActive"
              render={({ field }) => (
                <label className="field field--check">
                  <input
                    type="checkbox"
                    className="field__control"
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                  <span className="field__label">Sitede yayında</span>
                </label>
              )}
            />
            <TextField
              label="Yayın tarihi"
              type="datetime-local"
              lang="tr"
              hint={
                values.publishedDate && fromLocalDateTime(values.publishedDate)
                  ? `Sitede: ${formatDateTimeTr(fromLocalDateTime(values.publishedDate))}`
                  : item
                    ? `Sitede: ${formatDateTimeTr(item.publishedDate)}`
                    : 'Boş bırakılırsa kaydettiğiniz an.'
              }
              error={formState.errors.publishedDate?.message}
              {...register('publishedDate')}
            />
            <TextField
              label="Yazar"
              maxLength={120}
              hint={`Boş bırakılırsa ${DEFAULT_AUTHOR} yazılır.`}
              error={formState.errors.authorName?.message}
              {...register('authorName')}
            />
            <Controller
              control={control}
              name="groupId"
              render={({ field, fieldState }) => (
                <SelectField
                  label={kind.groupLabel}
                  placeholder={kind.groupPlaceholder}
                  options={groupOptions}
                  error={fieldState.error?.message}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                />
              )}
            />
            {kind.hasTags ? (
              <Controller
                control={control}
                name="tags"
                render={({ field, fieldState }) => (
                  <TagsField
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ) : null}
          </section>

          {kind.name === 'blog' ? (
            <PostRulesSection
              control={control}
              register={register}
              errors={formState.errors}
              consentWithdrawn={item !== null && 'consentWithdrawn' in item && item.consentWithdrawn}
            />
          ) : null}

          <section className="panel form-section" aria-labelledby="section-image">
            <h2 className="form-section__title" id="section-image">
              Görsel
            </h2>
            <CoverImageField
              label={kind.imageLabel}
              currentUrl={imageUrl}
              file={file}
              fileUrl={fileUrl}
              onFile={setFile}
              progress={progress}
              error={imageError}
            />
          </section>
        </div>
      </div>

      <div className="save-bar" ref={saveBarRef}>
        {savedOnce ? <PublishProgress /> : null}
        <p className="save-bar__state" role="status">
          {formState.isSubmitting
            ? 'Kaydediliyor…'
            : dirty
              ? server.pending || file !== null
                ? 'Kaydedilmemiş değişiklikler var (taslak bu tarayıcıda saklanıyor).'
                : item
                  ? 'Değişiklikler sunucudaki taslakta; yayındaki metin değişmedi.'
                  : 'Değişiklikler sunucudaki taslakta; sitede henüz yok.'
              : item
                ? 'Tüm değişiklikler kaydedildi.'
                : 'Yeni kayıt.'}
        </p>
        <div className="save-bar__actions">
          {item?.isActive && !dirty ? (
            <a
              className="button button--ghost save-bar__optional"
              href={siteHref(kind.sitePath(item.slug))}
              target="_blank"
              rel="noopener"
            >
              Sitede görüntüle
            </a>
          ) : null}
          <button type="button" className="button button--ghost" onClick={openPreview}>
            Önizleme
          </button>
          <Link className="button button--ghost save-bar__optional" to={kind.listPath}>
            Listeye dön
          </Link>
          <button type="submit" className="button" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Kaydediliyor…' : 'Kaydet'}
          </button>
        </div>
      </div>

      <PreviewDialog content={preview} onClose={() => setPreview(null)} />
    </form>
  )
}

/** The category or catalog the item is stored with, as an option of the select. */
function storedGroup(item: Content): { value: string; label: string } | null {
  const [id, name] =
    'categoryId' in item ? [item.categoryId, item.categoryName] : [item.catalogId, item.catalogName]
  return id == null ? null : { value: String(id), label: name ?? `#${id}` }
}
