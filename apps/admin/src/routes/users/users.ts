import type { SessionUser } from '@clinic/api-client/session'
import type { Role } from '@clinic/contract/account'
import type { User } from '@clinic/contract/user'

export const ROLE_LABELS: Record<Role, string> = { Admin: 'Yönetici', Editor: 'Editör', User: 'Kullanıcı' }

/** What the admin cannot do to their own account (the server refuses it too). */
export const SELF_NOTE =
  'Bu sizin hesabınız: kendi yönetici yetkinizi kaldıramaz, hesabınızı devre dışı bırakamaz ya da buradan silemezsiniz.'

/** "Ayşe Yılmaz"; the e-mail when both names are empty. */
export function userName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email
}

/** The server stores one role: Admin, Editor or User. */
export const userRole = (user: Pick<User, 'roles'>): Role =>
  user.roles.includes('Admin') ? 'Admin' : user.roles.includes('Editor') ? 'Editor' : 'User'

/**
 * Is this row the signed-in admin? The stored session carries the e-mail (not the id), and e-mails are unique
 * without case.
 */
export function isCurrentUser(me: SessionUser | null, user: Pick<User, 'email'>): boolean {
  return !!me?.email && me.email.toLowerCase() === user.email.toLowerCase()
}

export const disableConfirm = (name: string) => ({
  title: `«${name}» devre dışı bırakılsın mı?`,
  message:
    'Kullanıcı giriş yapamaz ve açık oturumları hemen kapanır. Hesabı daha sonra yeniden etkinleştirebilirsiniz.',
  confirmLabel: 'Devre dışı bırak',
  danger: true,
})

export const deleteConfirm = (user: Pick<User, 'firstName' | 'lastName' | 'email'>) => ({
  title: `«${userName(user)}» silinsin mi?`,
  message: `${user.email} hesabı; yorumları, beğenileri ve şikâyetleriyle birlikte kalıcı olarak silinir. Bu işlem geri alınamaz.`,
  confirmLabel: 'Sil',
  danger: true,
})

export const statusToast = (name: string, isActive: boolean) =>
  isActive ? `«${name}» etkinleştirildi.` : `«${name}» devre dışı bırakıldı.`

export const deletedToast = (name: string) => `«${name}» silindi.`
