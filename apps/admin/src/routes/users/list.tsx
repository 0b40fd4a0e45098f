import type { User } from '@clinic/contract/user'
import { formatDateTr } from '@clinic/ui/lib/date'
import { useSession } from '@clinic/ui/use-session'
import { Link, useLocation } from 'react-router-dom'
import { keys } from '../../cache/keys.ts'
import { useRevalidate } from '../../cache/revalidate.ts'
import { DataTable, RowActions } from '../../components/data-table.tsx'
import { FilterSelect } from '../../components/filter-select.tsx'
import { PagedListStatus } from '../../components/list-status.tsx'
import { PageHead } from '../../components/page-head.tsx'
import { SearchBox } from '../../components/search-box.tsx'
import { StatusSwitch } from '../../components/status-switch.tsx'
import { booleanParam, useListParams } from '../../lib/list-params.ts'
import { ADMIN_PAGE_SIZE, useClampedPage, usePagedList } from '../../lib/use-paged-list.ts'
import { useRowActions } from '../../lib/use-row-actions.ts'
import { useAdmin } from '../../services.tsx'
import {
  deleteConfirm,
  deletedToast,
  disableConfirm,
  isCurrentUser,
  ROLE_LABELS,
  statusToast,
  userName,
  userRole,
} from './users.ts'

const PARAMS = ['search', 'role', 'active'] as const

const ROLE_OPTIONS = [
  { value: 'Admin', label: ROLE_LABELS.Admin },
  { value: 'Editor', label: ROLE_LABELS.Editor },
  { value: 'User', label: ROLE_LABELS.User },
]
const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Etkin' },
  { value: 'false', label: 'Devre dışı' },
]

/** /admin/users: search, role and status filters, status switches and delete; a name opens the detail. */
export function UsersScreen() {
  const { api, session } = useAdmin()
  const { user: me } = useSession(session)
  const { values, update } = useListParams(PARAMS)
  const { search, role, active, page } = values
  const location = useLocation()
  const list = usePagedList(keys.users.list({ search, role, active, page }), () =>
    api.users.listPage({
      search: search || undefined,
      role: role === 'Admin' || role === 'Editor' || role === 'User' ? role : undefined,
      active: booleanParam(active),
      page,
      pageSize: ADMIN_PAGE_SIZE,
    }),
  )
  const revalidate = useRevalidate().users
  const filtered = search !== '' || role !== '' || active !== ''

  useClampedPage(list, page, update)

  const { act, isRunning, tableRef } = useRowActions(list.items, {
    after: () => revalidate(),
  })

  function setStatus(user: User, isActive: boolean) {
    const name = userName(user)
    return act(user, {
      name: 'status',
      // Enabling does not ask; disabling ends the user's sessions, so it asks first.
      confirm: isActive ? undefined : disableConfirm(name),
      run: () => api.users.setStatus(user.id, isActive),
      success: statusToast(name, isActive),
      // Under a status filter the user moves out of the view.
      leaves: active !== '',
    })
  }

  const remove = (user: User) =>
    act(user, {
      name: 'delete',
      confirm: deleteConfirm(user),
      run: () => api.users.remove(user.id),
      success: deletedToast(userName(user)),
      leaves: true,
    })

  return (
    <div className="stack">
      <PageHead
        title="Kullanıcılar"
        description="Siteye kayıtlı üyeler ve yöneticiler, en yeni kayıt önce."
      />

      <div className="filters">
        <SearchBox
          label="Kullanıcı ara"
          placeholder="Ad, soyad veya e-posta"
          value={search}
          onSearch={(value) => update({ search: value })}
        />
        <FilterSelect
          label="Rol"
          value={role}
          options={ROLE_OPTIONS}
          onChange={(value) => update({ role: value })}
        />
        <FilterSelect
          label="Durum"
          value={active}
          options={ACTIVE_OPTIONS}
          onChange={(value) => update({ active: value })}
        />
      </div>

      <PagedListStatus
        list={list}
        page={page}
        update={update}
        loadingText="Kullanıcılar yükleniyor…"
        emptyText="Henüz kayıtlı kullanıcı yok."
        filteredEmptyText="Bu arama ve filtrelere uyan kullanıcı yok."
        filtered={filtered}
      >
        <DataTable
          tableRef={tableRef}
          className="users-table"
          caption="Kullanıcılar"
          columns={
            <>
              <th scope="col">Ad soyad</th>
              <th scope="col">E-posta</th>
              <th scope="col">Rol</th>
              <th scope="col">Durum</th>
              <th scope="col">Kayıt tarihi</th>
            </>
          }
        >
          {list.items.map((user) => {
            const name = userName(user)
            const self = isCurrentUser(me, user)
            const noteId = `self-note-${user.id}`
            return (
              <tr key={user.id}>
                <td data-label="Ad soyad">
                  <div className="users-table__stack">
                    <div className="data-table__title">
                      <Link to={`/users/${user.id}`} state={{ listSearch: location.search }}>
                        {name}
                      </Link>
                    </div>
                    {self ? (
                      <div className="data-table__sub" id={noteId}>
                        Sizin hesabınız: silinemez, devre dışı bırakılamaz.
                      </div>
                    ) : null}
                  </div>
                </td>
                <td data-label="E-posta">
                  <div className="users-table__stack">
                    <span className="users-table__email">{user.email}</span>
                    <span className={user.emailConfirmed ? 'badge badge--ok' : 'badge badge--warning'}>
                      {user.emailConfirmed ? 'Doğrulandı' : 'Doğrulanmadı'}
                    </span>
                  </div>
                </td>
                <td data-label="Rol">
                  <span
                    className={userRole(user) === 'User' ? 'badge badge--muted' : 'badge badge--role-admin'}
                  >
                    {ROLE_LABELS[userRole(user)]}
                  </span>
                </td>
                <td data-label="Durum">
                  <StatusSwitch
                    checked={user.isActive}
                    label={`Etkin: ${name}`}
                    onLabel="Etkin"
                    offLabel="Devre dışı"
                    busy={isRunning(user, 'status')}
                    disabled={self}
                    onToggle={(next) => void setStatus(user, next)}
                  />
                </td>
                <td data-label="Kayıt tarihi" className="users-table__date">
                  {formatDateTr(user.createdDate)}
                </td>
                <RowActions
                  name={name}
                  busy={isRunning(user, 'delete')}
                  deleteDisabled={self}
                  deleteDescribedBy={self ? noteId : undefined}
                  onDelete={() => void remove(user)}
                />
              </tr>
            )
          })}
        </DataTable>
      </PagedListStatus>
    </div>
  )
}
