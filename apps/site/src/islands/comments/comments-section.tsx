import '../zod-setup.ts'
import '../../styles/forms.css'
import '../../styles/comments.css'
import { loginRedirectUrl } from '@clinic/api-client/route-guard'
import type { CommentBody, CommentCreateBody } from '@clinic/contract/comment'
import { plural } from '@clinic/ui/lib/i18n/format'
import { refusalText } from '@clinic/ui/lib/localized-refusal'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { useEffect, useState } from 'react'
import { clientConfig } from '../../client/config.ts'
import { siteApi } from '../../client/session-api.ts'
import { FormAlert } from '../form-alert.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { useSessionState } from '../use-session-state.ts'
import {
  addComment,
  type CommentsState,
  loadComments,
  removeComment,
  replaceComment,
  type ShownComment,
  savedMessage,
  saveLike,
  shown,
  toggledLike,
  withLike,
} from './actions.ts'
import { CommentForm } from './comment-form.tsx'
import { CommentItem } from './comment-item.tsx'
import { GuestInvite } from './guest-invite.tsx'
import { type CommentsMessages, CommentTextsProvider } from './texts.ts'

export interface CommentsSectionProps {
  blogId: number
  /** The post's own path ("/blog/<slug>"): a guest's login comes back here, to #yorumlar. */
  postPath: string
  /** The page's language and the island's texts in it. */
  locale: string
  messages: CommentsMessages
}

const SECTION_ID = 'yorumlar'
const HEADING_ID = 'yorumlar-baslik'

const comments = () => siteApi().comments
const mediaBaseUrl = () => clientConfig().apiUrl

/**
 * The comments of a post, below it: loaded from the API in the browser (the page itself is static), written,
 * edited, deleted, liked and reported by signed-in visitors; guests read them and are invited to log in.
 */
export function CommentsSection({ blogId, postPath, locale, messages }: CommentsSectionProps) {
  const t = messages.comments
  const hydrated = useHydrated()
  const session = useSessionState()
  const signedIn = hydrated && session.isAuthenticated
  // Another tab logging in or out (or as someone else) reloads the list: likes and own comments differ.
  const viewer = signedIn ? (session.user?.email ?? 'user') : ''
  const [state, setState] = useState<CommentsState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [deletions, setDeletions] = useState(0)
  const loginHref = loginRedirectUrl({ pathname: postPath, hash: `#${SECTION_ID}` })

  useEffect(() => {
    if (!hydrated) return
    void attempt
    const controller = new AbortController()
    setState({ status: 'loading' })
    loadComments(comments(), blogId, {
      signedIn: viewer !== '',
      mediaBaseUrl: mediaBaseUrl(),
      signal: controller.signal,
    }).then(
      (list) => setState({ status: 'loaded', comments: list }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'error', message: refusalText(error, messages.refusal, errorMessage) })
      },
    )
    return () => controller.abort()
  }, [hydrated, blogId, viewer, attempt])

  const update = (change: (list: ShownComment[]) => ShownComment[]) =>
    setState((s) => (s.status === 'loaded' ? { ...s, comments: change(s.comments) } : s))

  const create = async (values: CommentCreateBody) => {
    const created = await comments().create(blogId, values)
    update((list) => addComment(list, shown(created, mediaBaseUrl())))
    return created
  }

  const like = async (comment: ShownComment) => {
    const before = { isLiked: comment.isLiked, likeCount: comment.likeCount }
    const next = toggledLike(comment)
    update((list) => withLike(list, comment.id, next))
    try {
      const answer = await saveLike(comments(), blogId, comment.id, next.isLiked)
      update((list) => withLike(list, comment.id, answer))
    } catch (error) {
      update((list) => withLike(list, comment.id, before))
      throw error
    }
  }

  const edit = async (comment: ShownComment, values: CommentBody) => {
    const saved = await comments().update(blogId, comment.id, values)
    update((list) => replaceComment(list, shown(saved, mediaBaseUrl())))
    return savedMessage(saved, true, t)
  }

  const remove = async (comment: ShownComment) => {
    await comments().remove(blogId, comment.id)
    update((list) => removeComment(list, comment.id))
    setDeletions((n) => n + 1)
  }

  const report = async (comment: ShownComment, reason: string) => {
    await comments().report(blogId, comment.id, reason)
  }

  const count = state.status === 'loaded' ? state.comments.length : 0

  return (
    <CommentTextsProvider value={{ locale, m: messages }}>
      <section id={SECTION_ID} className="card comments" aria-labelledby={HEADING_ID}>
        <div className="comments__head">
          <h2 id={HEADING_ID} className="comments__title">
            {t.title}
          </h2>
          {count > 0 ? <span className="comments__count">{plural(locale, t.count, count)}</span> : null}
        </div>

        {/* Before hydration the session is unknown here: both are in the page, and the head script's data-auth shows one. */}
        {!signedIn ? (
          <div className="comments__composer" data-auth-show={hydrated ? undefined : 'guest'}>
            <GuestInvite loginHref={loginHref} />
          </div>
        ) : null}
        {signedIn || !hydrated ? (
          <div className="comments__composer" data-auth-show={hydrated ? undefined : 'user'}>
            <CommentForm
              authorName={[session.user?.firstName, session.user?.lastName].filter(Boolean).join(' ')}
              onSubmit={create}
            />
          </div>
        ) : null}

        {deletions > 0 ? (
          <FormAlert key={deletions} kind="success">
            {t.deleted}
          </FormAlert>
        ) : null}

        {state.status === 'loading' ? (
          <p className="comments__status" role="status">
            <span className="visually-busy" aria-hidden="true" />
            {t.loading}
          </p>
        ) : state.status === 'error' ? (
          <div className="comments__error" role="alert">
            <p>
              {t.loadFailed} {state.message}
            </p>
            <button type="button" className="button button--ghost" onClick={() => setAttempt((n) => n + 1)}>
              {t.retry}
            </button>
          </div>
        ) : state.comments.length === 0 ? (
          <p className="comments__empty">{t.empty}</p>
        ) : (
          <ol className="comment-list">
            {state.comments.map((comment) => (
              <li key={comment.id} className="comment-list__item">
                <CommentItem
                  comment={comment}
                  signedIn={signedIn}
                  loginHref={loginHref}
                  onLike={like}
                  onEdit={edit}
                  onDelete={remove}
                  onReport={report}
                />
              </li>
            ))}
          </ol>
        )}
      </section>
    </CommentTextsProvider>
  )
}
