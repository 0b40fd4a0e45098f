import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import type { User } from '@clinic/contract/user'
import { fixture, pageAnswer, takeRefusal } from '../../test-support/fake-api.ts'

/** The e-mail of the admin renderAdmin logs in (api-client's loginAnswer). */
export const ME_EMAIL = 'ayse@example.com'

export const testUser = fixture<User>({
  id: 7,
  firstName: 'Mehmet',
  lastName: 'Kaya',
  email: 'mehmet@example.com',
  phoneNumber: '+90 532 111 22 33',
  profileImagePath: null,
  roles: ['User'],
  emailConfirmed: true,
  isActive: true,
  createdDate: '2026-05-14T06:05:00.000Z',
  lastLoginDate: null,
})

export const me = () =>
  testUser({ id: 1, firstName: 'Ayşe', lastName: 'Yılmaz', email: ME_EMAIL, roles: ['Admin'] })

export interface FakeUsersApi {
  users: User[]
  /** A refusal for the next change (PUT or DELETE): [status, Turkish message]. */
  refuse?: [number, string]
}

/**
 * The users admin calls over an in-memory list, as the API answers them (newest first is the list's order here;
 * search matches name or e-mail; 404 for an unknown id).
 */
export function usersApi(state: FakeUsersApi) {
  return (url: string, init: RequestInit): Response => {
    const { pathname, searchParams } = new URL(url, 'http://admin.test')
    const method = init.method ?? 'GET'
    const match = pathname.match(/^\/api\/Users(?:\/(\d+))?(?:\/(roles|status|sessions))?$/)
    if (!match) return jsonResponse({ message: `unexpected ${method} ${url}` }, { status: 500 })
    const id = match[1] ? Number(match[1]) : null
    if (id === null) {
      const term = (searchParams.get('search') ?? '').toLowerCase()
      const role = searchParams.get('role')
      const active = searchParams.get('active')
      const found = state.users.filter(
        (u) =>
          `${u.firstName} ${u.lastName} ${u.email}`.toLowerCase().includes(term) &&
          (role === null || u.roles.includes(role)) &&
          (active === null || String(u.isActive) === active),
      )
      return pageAnswer(found, searchParams)
    }
    const index = state.users.findIndex((u) => u.id === id)
    if (index === -1) return jsonResponse({ message: 'Kullanıcı bulunamadı.' }, { status: 404 })
    // The user's signed-in devices: none in these screens' tests (the e2e specs sign real sessions in).
    if (match[2] === 'sessions') {
      return method === 'GET' ? jsonResponse([]) : jsonResponse({ message: 'Oturumlar kapatıldı.' })
    }
    const refusal = method === 'GET' ? null : takeRefusal(state)
    if (refusal) return refusal
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {}
    if (method === 'DELETE') {
      state.users.splice(index, 1)
      return new Response(null, { status: 204 })
    }
    if (method === 'PUT' && match[2] === 'roles') {
      const roles = (body.roles as string[]).includes('Admin') ? ['Admin'] : ['User']
      state.users[index] = { ...state.users[index]!, roles }
    }
    if (method === 'PUT' && match[2] === 'status') {
      state.users[index] = { ...state.users[index]!, isActive: body.isActive as boolean }
    }
    return jsonResponse(state.users[index])
  }
}
