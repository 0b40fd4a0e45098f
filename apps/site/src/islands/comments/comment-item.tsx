import type { CommentBody } from '@clinic/contract/comment'
import { ConfirmDialog } from '@clinic/ui/confirm-dialog'
import { ImageWithFallback } from '@clinic/ui/image-with-fallback'
import { AUTHOR_PLACEHOLDER_IMAGE } from '@clinic/ui/lib/defaults'
import { formatDate } from '@clinic/ui/lib/i18n/dates'
import { refusalText } from '@clinic/ui/lib/localized-refusal'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { inPageLanguage } from '../../client/locale-href.ts'
import { FormAlert } from '../form-alert.tsx'
import type { ShownComment } from './actions.ts'
import { CommentEditForm, ReportForm } from './comment-text-form.tsx'
import { CommentIcon } from './icon.tsx'
import { LikeButton } from './like-button.tsx'
import { useCommentTexts } from './texts.ts'

export interface CommentItemProps {
  comment: ShownComment
  signedIn: boolean
  /** Where a guest who wants to like or report is sent: the login, then back to these comments. */
  loginHref: string
  /** Likes or unlikes (optimistically, rolled back on failure); rejects with the API's error. */
  onLike: (comment: ShownComment) => Promise<void>
  /** Saves an edit and answers the saved comment's message ("… yeniden onaya …"). */
  onEdit: (comment: ShownComment, values: CommentBody) => Promise<string>
  onDelete: (comment: ShownComment) => Promise<void>
  onReport: (comment: ShownComment, reason: string) => Promise<void>
}

type Mode = 'view' | 'edit' | 'report'
type Notice = { kind: 'error' | 'success' | 'invite'; content: ReactNode }

/** One comment: author, date, text (always as text), likes, and the visitor's own actions on it. */
export function CommentItem({
  comment,
  signedIn,
  loginHref,
  onLike,
  onEdit,
  onDelete,
  onReport,
}: CommentItemProps) {
  const { locale, m } = useCommentTexts()
  const t = m.comments
  const authorId = useId()
  const [mode, setMode] = useState<Mode>('view')
  const [notice, setNotice] = useState<Notice | null>(null)
  const [liking, setLiking] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const own = comment.isOwn === true
  const editButton = useRef<HTMLButtonElement>(null)
  const reportButton = useRef<HTMLButtonElement>(null)
  // After "Vazgeç" the form is gone: focus goes back to the button that opened it.
  const refocus = useRef<'edit' | 'report' | null>(null)
  useEffect(() => {
    if (mode !== 'view' || !refocus.current) return
    ;(refocus.current === 'edit' ? editButton : reportButton).current?.focus()
    refocus.current = null
  }, [mode])
  const cancel = (from: 'edit' | 'report') => {
    refocus.current = from
    setMode('view')
  }

  const invite = (what: string) =>
    setNotice({
      kind: 'invite',
      content: (
        <>
          {t.actionInvite.replace('{what}', what)}
          <a href={loginHref}>{t.loginLink}</a>
          {t.or}
          <a href={inPageLanguage('/register')}>{t.registerLink}</a>
          {t.actionInviteEnd}
        </>
      ),
    })

  const like = async () => {
    if (!signedIn) return invite(t.toLike)
    setNotice(null)
    setLiking(true)
    try {
      await onLike(comment)
    } catch (error) {
      setNotice({ kind: 'error', content: `${t.likeFailed} ${refusalText(error, m.refusal, errorMessage)}` })
    } finally {
      setLiking(false)
    }
  }

  const startReport = () => {
    if (!signedIn) return invite(t.toReport)
    setNotice(null)
    setMode('report')
  }

  const remove = async () => {
    setConfirming(false)
    setNotice(null)
    setDeleting(true)
    try {
      await onDelete(comment)
    } catch (error) {
      setNotice({
        kind: 'error',
        content: `${t.deleteFailed} ${refusalText(error, m.refusal, errorMessage)}`,
      })
      setDeleting(false)
    }
  }

  return (
    <article
      className={comment.isApproved ? 'comment' : 'comment comment--pending'}
      aria-labelledby={authorId}
      data-comment-id={comment.id}
    >
      <header className="comment__head">
        <ImageWithFallback
          className="comment__avatar"
          src={comment.authorProfileImagePath}
          fallbackSrc={AUTHOR_PLACEHOLDER_IMAGE}
          alt=""
          width={44}
          height={44}
          loading="lazy"
          decoding="async"
        />
        <div className="comment__who">
          <h3 className="comment__author" id={authorId}>
            {comment.authorName}
          </h3>
          <time className="comment__date" dateTime={comment.createdDate}>
            {formatDate(locale, comment.createdDate, m.dates)}
          </time>
        </div>
        {comment.isApproved ? null : (
          <span className="comment__badge">
            <CommentIcon name="clock" />
            {t.pending}
          </span>
        )}
      </header>

      {mode === 'edit' ? (
        <CommentEditForm
          content={comment.content}
          onCancel={() => cancel('edit')}
          onSave={async (values) => {
            const message = await onEdit(comment, values)
            setMode('view')
            setNotice({ kind: 'success', content: message })
          }}
        />
      ) : (
        <p className="comment__content">{comment.content}</p>
      )}

      {mode === 'edit' ? null : (
        <div className="comment__actions">
          {comment.isApproved ? (
            <LikeButton liked={comment.isLiked} count={comment.likeCount} busy={liking} onPress={like} />
          ) : null}
          {comment.isApproved && !own ? (
            <button
              ref={reportButton}
              type="button"
              className="comment-action"
              aria-expanded={mode === 'report'}
              onClick={mode === 'report' ? () => setMode('view') : startReport}
            >
              <CommentIcon name="flag" />
              {t.report}
            </button>
          ) : null}
          {own ? (
            <>
              <button
                ref={editButton}
                type="button"
                className="comment-action"
                onClick={() => {
                  setNotice(null)
                  setMode('edit')
                }}
                disabled={deleting}
              >
                <CommentIcon name="edit" />
                {t.edit}
              </button>
              <button
                type="button"
                className="comment-action comment-action--danger"
                onClick={() => setConfirming(true)}
                disabled={deleting}
                aria-busy={deleting || undefined}
              >
                <CommentIcon name="trash" />
                {deleting ? t.deleting : t.delete}
              </button>
            </>
          ) : null}
        </div>
      )}

      {mode === 'report' ? (
        <ReportForm
          onCancel={() => cancel('report')}
          onReport={async (reason) => {
            await onReport(comment, reason)
            setMode('view')
            setNotice({
              kind: 'success',
              content: t.reported,
            })
          }}
        />
      ) : null}

      {notice?.kind === 'success' ? <FormAlert kind="success">{notice.content}</FormAlert> : null}
      <div className="comment__live" aria-live="polite">
        {notice && notice.kind !== 'success' ? (
          <p
            className={`comment__notice comment__notice--${notice.kind}`}
            role={notice.kind === 'error' ? 'alert' : undefined}
          >
            {notice.content}
          </p>
        ) : null}
      </div>

      <ConfirmDialog
        open={confirming}
        danger
        title={t.confirmTitle}
        message={t.confirmMessage}
        confirmLabel={t.delete}
        cancelLabel={m.form.cancel}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </article>
  )
}
