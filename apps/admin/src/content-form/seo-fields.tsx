import { TextField } from '@clinic/ui/text-field'
import { TextareaField } from '@clinic/ui/textarea-field'
import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { CharacterCount } from './character-count.tsx'
import { SEO_DESCRIPTION_LENGTH } from './form-values.ts'
import { SeoPreview } from './seo-preview.tsx'

/**
 * The SEO fields of a post's or an operation's form and of each of its translations: the keywords, the description
 * with its length against what search engines show, and the search-result preview. Each form keeps its own section
 * around them and registers the two fields with its own form.
 */
export function SeoFields(props: {
  keywords: UseFormRegisterReturn<'seoKeywords'>
  keywordsError: string | undefined
  keywordsHint?: string | undefined
  description: UseFormRegisterReturn<'seoDescription'>
  descriptionError: string | undefined
  descriptionLength: number
  /** The preview: the page's title, its address, and the description shown (the short one when there is none). */
  preview: { title: string; url: string; description: string }
}) {
  const countId = `${useId()}-seo-count`
  return (
    <>
      <TextField
        label="SEO anahtar kelimeleri"
        hint={props.keywordsHint}
        maxLength={500}
        error={props.keywordsError}
        {...props.keywords}
      />
      <div className="field">
        <TextareaField
          label="SEO açıklaması"
          rows={3}
          maxLength={500}
          hint="Boş bırakılırsa kısa açıklama kullanılır."
          aria-describedby={countId}
          error={props.descriptionError}
          {...props.description}
        />
        <CharacterCount id={countId} length={props.descriptionLength} recommended={SEO_DESCRIPTION_LENGTH} />
      </div>
      <SeoPreview {...props.preview} />
    </>
  )
}
