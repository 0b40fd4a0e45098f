import type { Messages } from '@clinic/ui/lib/i18n/tr'
import { createContext, useContext } from 'react'

/**
 * What the comments island says, in the page's language: passed by the page (in the post's HTML, so only the few
 * shared form texts it uses), shared through a context.
 */
export type CommentsMessages = Pick<Messages, 'comments' | 'dates'> & {
  form: Pick<Messages['form'], 'sending' | 'cancel' | 'captchaLanguage'>
  /** Only on a page in another language than Turkish: the client-side checks in it (decision 0276). */
  validation?: Messages['validation']
  /** Only on a page in another language than Turkish: the API's refusals in it (decision 0282). */
  refusal?: Messages['refusal']
}

/** The island's texts out of a whole catalogue, for a page in `locale`. */
export const commentsMessages = (
  { comments, dates, form, validation, refusal }: Messages,
  locale: string,
): CommentsMessages => ({
  comments,
  dates,
  form: { sending: form.sending, cancel: form.cancel, captchaLanguage: form.captchaLanguage },
  ...(locale === 'tr' ? {} : { validation, refusal }),
})

export interface CommentTexts {
  locale: string
  m: CommentsMessages
}

const CommentTextsContext = createContext<CommentTexts | null>(null)
export const CommentTextsProvider = CommentTextsContext.Provider

/** The island's texts; only inside CommentsSection, which provides them. */
export function useCommentTexts(): CommentTexts {
  const texts = useContext(CommentTextsContext)
  if (!texts) throw new Error('useCommentTexts outside CommentsSection')
  return texts
}
