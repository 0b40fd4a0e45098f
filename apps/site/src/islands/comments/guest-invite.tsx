import { inPageLanguage } from '../../client/locale-href.ts'
import { CommentIcon } from './icon.tsx'
import { useCommentTexts } from './texts.ts'

export interface GuestInviteProps {
  /** /login?redirect=<this post>#yorumlar: after the login the visitor is back at the comments. */
  loginHref: string
}

/** What a guest sees in place of the comment form. */
export function GuestInvite({ loginHref }: GuestInviteProps) {
  const t = useCommentTexts().m.comments
  return (
    <div className="comments-invite">
      <span className="comments-invite__icon">
        <CommentIcon name="chat" />
      </span>
      <div className="comments-invite__body">
        <p className="comments-invite__text">{t.inviteText}</p>
        <div className="comments-invite__actions">
          <a className="button" href={loginHref}>
            {t.inviteLogin}
          </a>
          <a className="button button--ghost" href={inPageLanguage('/register')}>
            {t.inviteRegister}
          </a>
        </div>
      </div>
    </div>
  )
}
