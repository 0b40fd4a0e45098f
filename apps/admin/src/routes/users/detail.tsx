import { isApiError } from '@clinic/api-client/api-error'
import type { Role } from '@clinic/contract/account'
import type { User } from '@clinic/contract/user'
import { resolveMediaUrl } from '@clinic/ui/lib/defaults'
import { SESSION_TEXTS, SessionList } from '@clinic/ui/session-list'
import { useConfirm } from '@clinic/ui/use-confirm'
import { useSession } from '@clinic/ui/use-session'
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom'
import useSWR from 'swr'
import { keys } from '../../cache/keys.ts'
import { useRevalidate } from '../../cache/revalidate.ts'
import { Loading } from '../../components/load-state.tsx'
import { PageHead } from '../../components/page-head.tsx'
import { formatDateTimeTr } from '../../lib/format.ts'
import { useAction } from '../../lib/use-action.ts'
import { useAdmin } from '../../services.tsx'
import { RoleEditor } from './role-editor.tsx'
import { UserNotFound } from './user-not-found.tsx'
import {
  deleteConfirm,
  deletedToast,
  disableConfirm,
  isCurrentUser,
  ROLE_LABELS,
  SELF_NOTE,
  statusToast,
  userName,
  userRole,
} from './users.ts'

const SELF_NOTE_ID = 'user-self-note'

const roleConfirm = (name: string, role: Role) =>
  role === 'Admin'
    ? {
        title: `«${name}» yönetici yapılsın mı?`,
        message: 'Yönetim ekranlarının tümüne erişebilecek: içerik, yorumlar, mesajlar ve kullanıcılar.',
        confirmLabel: 'Yönetici yap',
      }
    : {
        title: `«${name}» yöneticilikten çıkarılsın mı?`,
        message: 'Yönetim ekranlarına erişimi hemen kapanır; üye olarak siteyi kullanmaya devam eder.',
        confirmLabel: 'Kullanıcı yap',
      }

const roleToast = (name: string, role: Role) =>
  role === 'Admin' ? `«${name}» artık yönetici.` : `«${name}» artık kullanıcı.`

/** The list's URL the admin came from (its search and filters), so "Kullanıcılar" goes back to it. */
function useListHref() {
  const state = useLocation().state as { listSearch?: unknown } | null
  const search = typeof state?.listSearch === 'string' ? state.listSearch : ''
  return `/users${search}`
}

/** /admin/users/:id: the user's facts, role, status, and delete. */
export function UserDetailScreen() {
  const { id: rawId } = useParams()
  const id = /^\d{1,15}$/.test(rawId ?? '') ? Number(rawId) : null
  const { api, session } = useAdmin()
  const { user: me } = useSession(session)
  const listHref = useListHref()
  const navigate = useNavigate()
  const confirm = useConfirm()
  const { run, running } = useAction()
  const revalidate = useRevalidate().users
  const userKey = id === null ? null : keys.users.one(id)
  // The list behind changes with this user; the user itself is set from the server's answer.
  const revalidateList = () => revalidate(userKey ?? undefined)
  const { data, error, isLoading, mutate } = useSWR(userKey, () => api.users.get(id!))
  const sessions = useSWR(id === null ? null : keys.users.sessions(id), () => api.users.sessions(id!))

  if (id === null || (isApiError(error) && error.status === 404)) return <UserNotFound listHref={listHref} />

  if (!data) {
    return (
      <div className="stack">
        <BackLink href={listHref} />
        <PageHead title="Kullanıcı" />
        <Loading
          error={error}
          isLoading={isLoading}
          loadingText="Kullanıcı yükleniyor…"
          failedPrefix="Kullanıcı alınamadı: "
          onRetry={() => void mutate()}
        />
      </div>
    )
  }

  const user = data
  const name = userName(user)
  const self = isCurrentUser(me, user)
  const role = userRole(user)

  /** Saves a change the server answers with the updated user, then refreshes the list behind. */
  const change = (key: string, call: () => Promise<User>, success: string) =>
    run(
      key,
      async () => {
        await mutate(await call(), { revalidate: false })
      },
      { success, after: revalidateList },
    )

  async function saveRole(next: Role) {
    if (!(await confirm(roleConfirm(name, next)))) return
    await change('role', () => api.users.setRoles(user.id, [next]), roleToast(name, next))
  }

  async function setStatus(isActive: boolean) {
    if (!isActive && !(await confirm(disableConfirm(name)))) return
    await change('status', () => api.users.setStatus(user.id, isActive), statusToast(name, isActive))
  }

  async function remove() {
    if (!(await confirm(deleteConfirm(user)))) return
    await run('delete', () => api.users.remove(user.id), {
      success: deletedToast(name),
      after: async () => {
        navigate(listHref)
        await revalidateList()
      },
    })
  }

  const busy = running !== null

  async function endSessions() {
    const ok = await confirm({
      title: `«${name}» kullanıcısının tüm oturumları kapatılsın mı?`,
      message: 'Kullanıcı bütün cihazlarda hemen çıkış yapmış olur; yeniden giriş yapması gerekir.',
      confirmLabel: SESSION_TEXTS.endAll,
    })
    if (!ok) return
    await run('sessions', () => api.users.endSessions(user.id), {
      success: `«${name}» kullanıcısının oturumları kapatıldı.`,
      after: () => sessions.mutate(),
    })
  }

  return (
    <div className="stack user-detail">
      <BackLink href={listHref} />
      <PageHead
        title={name}
        description={
          <span className="user-detail__badges">
            <span className={role === 'Admin' ? 'badge badge--role-admin' : 'badge badge--muted'}>
              {ROLE_LABELS[role]}
            </span>
            <span className={user.isActive ? 'badge badge--ok' : 'badge badge--danger'}>
              {user.isActive ? 'Etkin' : 'Devre dışı'}
            </span>
          </span>
        }
      />

      {self ? (
        <p className="notice notice--warning" id={SELF_NOTE_ID}>
          {SELF_NOTE}
        </p>
      ) : null}

      <section className="panel stack user-detail__section" aria-labelledby="user-facts-title">
        <h2 id="user-facts-title">Bilgiler</h2>
        <div className="user-detail__facts">
          {user.profileImagePath ? (
            <img
              className="user-detail__photo"
              src={resolveMediaUrl(user.profileImagePath, api.baseUrl)}
              alt={`${name} profil fotoğrafı`}
              width={96}
              height={96}
            />
          ) : null}
          <dl className="facts">
            <div>
              <dt>Ad</dt>
              <dd>{user.firstName || '—'}</dd>
            </div>
            <div>
              <dt>Soyad</dt>
              <dd>{user.lastName || '—'}</dd>
            </div>
            <div>
              <dt>E-posta</dt>
              <dd className="user-detail__email">
                <a href={`mailto:${user.email}`}>{user.email}</a>{' '}
                <span className={user.emailConfirmed ? 'badge badge--ok' : 'badge badge--warning'}>
                  {user.emailConfirmed ? 'Doğrulandı' : 'Doğrulanmadı'}
                </span>
              </dd>
            </div>
            <div>
              <dt>Telefon</dt>
              <dd>
                {user.phoneNumber ? (
                  <a href={`tel:${user.phoneNumber.replace(/[^+\d]/g, '')}`}>{user.phoneNumber}</a>
                ) : (
                  'Belirtilmemiş'
                )}
              </dd>
            </div>
            <div>
              <dt>Kayıt tarihi</dt>
              <dd>{formatDateTimeTr(user.createdDate)}</dd>
            </div>
            <div>
              <dt>Son giriş</dt>
              <dd>{user.lastLoginDate ? formatDateTimeTr(user.lastLoginDate) : 'Hiç giriş yapmadı'}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="panel stack user-detail__section" aria-labelledby="user-role-title">
        <h2 id="user-role-title">Rol</h2>
        <RoleEditor
          role={role}
          self={self}
          selfNoteId={SELF_NOTE_ID}
          busy={running === 'role'}
          onSave={saveRole}
        />
      </section>

      <section className="panel stack user-detail__section" aria-labelledby="user-status-title">
        <h2 id="user-status-title">Hesap durumu</h2>
        <p>
          {user.isActive
            ? 'Hesap etkin: kullanıcı giriş yapabilir.'
            : 'Hesap devre dışı: kullanıcı giriş yapamaz.'}
        </p>
        <div>
          {user.isActive ? (
            <button
              type="button"
              className="button button--danger"
              disabled={self || busy}
              aria-describedby={self ? SELF_NOTE_ID : undefined}
              onClick={() => void setStatus(false)}
            >
              Devre dışı bırak
            </button>
          ) : (
            <button type="button" className="button" disabled={busy} onClick={() => void setStatus(true)}>
              Etkinleştir
            </button>
          )}
        </div>
      </section>

      <section className="panel stack user-detail__section" aria-labelledby="user-sessions-title">
        <h2 id="user-sessions-title">Oturumlar</h2>
        {sessions.data ? (
          <SessionList
            sessions={sessions.data}
            busy={busy}
            onEndRest={sessions.data.length > 0 ? () => void endSessions() : undefined}
            endRestLabel={SESSION_TEXTS.endAll}
          />
        ) : (
          <Loading
            error={sessions.error}
            isLoading={sessions.isLoading}
            loadingText="Oturumlar yükleniyor…"
            failedPrefix="Oturumlar alınamadı: "
            onRetry={() => void sessions.mutate()}
          />
        )}
      </section>

      <section className="panel stack user-detail__section" aria-labelledby="user-delete-title">
        <h2 id="user-delete-title">Kullanıcıyı sil</h2>
        <p>
          Hesap; yorumları, beğenileri ve şikâyetleriyle birlikte kalıcı olarak silinir. Bu işlem geri
          alınamaz.
        </p>
        <div>
          <button
            type="button"
            className="button button--danger"
            disabled={self || busy}
            aria-describedby={self ? SELF_NOTE_ID : undefined}
            onClick={() => void remove()}
          >
            Kullanıcıyı sil
          </button>
        </div>
      </section>
    </div>
  )
}

function BackLink(props: { href: string }) {
  return (
    <p className="back-link">
      <Link to={props.href}>
        <span aria-hidden="true">← </span>Kullanıcı listesine dön
      </Link>
    </p>
  )
}
