import { CommentIcon } from './icon.tsx'

export interface GuestInviteProps {
  /** /login?redirect=<this post>#yorumlar: after the login the visitor is back at the comments. */
  loginHref: string
}

/** What a guest sees in place of the comment form. */
export function GuestInvite({ loginHref }: GuestInviteProps) {
  return (
    <div className="comments-invite">
      <span className="comments-invite__icon">
        <CommentIcon name="chat" />
      </span>
      <div className="comments-invite__body">
        <p className="comments-invite__text">
          Yazı hakkındaki düşüncelerinizi paylaşmak için üye girişi yapın. Yorumlar, yönetici onayından sonra
          yayımlanır.
        </p>
        <div className="comments-invite__actions">
          <a className="button" href={loginHref}>
            Yorum yapmak için giriş yapın
          </a>
          <a className="button button--ghost" href="/register">
            Kayıt Ol
          </a>
        </div>
      </div>
    </div>
  )
}
