import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { users } from '../../src/db/schema.ts'
import { ADMIN, USER_PASSWORD, useTestApp } from '../helper.ts'

const t = useTestApp()

const get = (url: string, token: string) => t.request({ method: 'GET', url, token })
const put = (url: string, token: string, payload: object) => t.request({ method: 'PUT', url, token, payload })
const login = (email: string, password = USER_PASSWORD) =>
  t.request({ method: 'POST', url: '/api/Account/login', payload: { email, password } })

/** Spreads creation times so "newest first" has something to order. */
async function age(id: number, minutesAgo: number) {
  await t.app.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(users.id, id))
}

describe('listing and reading users', () => {
  test('the admin lists users newest first with their fields and the total in X-Total-Count', async () => {
    const admin = await t.loginAsAdmin()
    const older = await t.createUser({ email: 'eski@example.com', firstName: 'Eski' })
    const newer = await t.createUser({ email: 'yeni@example.com', firstName: 'Yeni' })
    await age(1, 60)
    await age(older.id, 30)
    const login = await t.request({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'yeni@example.com', password: USER_PASSWORD },
    })
    expect(login.statusCode).toBe(200)
    const res = await get('/api/Users', admin)
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-total-count']).toBe('3')
    expect(res.body.map((u: { id: number }) => u.id)).toEqual([newer.id, older.id, 1])
    expect(res.body[0]).toMatchObject({
      email: 'yeni@example.com',
      firstName: 'Yeni',
      roles: ['User'],
      emailConfirmed: true,
      isActive: true,
      phoneNumber: null,
      profileImagePath: null,
    })
    expect(Date.parse(res.body[0].createdDate)).not.toBeNaN()
    expect(Date.parse(res.body[0].lastLoginDate)).not.toBeNaN()
    expect(res.body[1].lastLoginDate).toBeNull()
    expect(res.body[0]).not.toHaveProperty('passwordHash')
  })

  test('the list pages with page and pageSize and keeps the full total', async () => {
    const admin = await t.loginAsAdmin()
    for (let i = 0; i < 4; i++) await t.createUser()
    const res = await get('/api/Users?page=2&pageSize=2', admin)
    expect(res.headers['x-total-count']).toBe('5')
    expect(res.body).toHaveLength(2)
    const all = await get('/api/Users', admin)
    expect(res.body.map((u: { id: number }) => u.id)).toEqual(
      all.body.slice(2, 4).map((u: { id: number }) => u.id),
    )
  })

  test('search finds users by name or e-mail, ignoring case and Turkish letters', async () => {
    const admin = await t.loginAsAdmin()
    const sahin = await t.createUser({ email: 'ss@example.com', firstName: 'Şükrü', lastName: 'ŞAHİN' })
    await t.createUser({ email: 'ali.demir@example.com', firstName: 'Ali', lastName: 'Demir' })
    for (const search of ['sahin', 'şahin', 'SUKRU', 'şükrü şahin']) {
      const res = await get(`/api/Users?search=${encodeURIComponent(search)}`, admin)
      expect(
        res.body.map((u: { id: number }) => u.id),
        search,
      ).toEqual([sahin.id])
      expect(res.headers['x-total-count']).toBe('1')
    }
    const byEmail = await get('/api/Users?search=ALI.DEMIR@', admin)
    expect(byEmail.body.map((u: { email: string }) => u.email)).toEqual(['ali.demir@example.com'])
  })

  test('search treats % and _ as plain characters', async () => {
    const admin = await t.loginAsAdmin()
    await t.createUser({ firstName: 'Ali' })
    expect((await get('/api/Users?search=%25', admin)).body).toEqual([])
    expect((await get('/api/Users?search=_', admin)).body).toEqual([])
  })

  test('the admin reads one user; an unknown id is a Turkish 404 and a bad id a 400', async () => {
    const admin = await t.loginAsAdmin()
    const user = await t.createUser({ email: 'ali@example.com' })
    const res = await get(`/api/Users/${user.id}`, admin)
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatchObject({ id: user.id, email: 'ali@example.com' })
    const missing = await get('/api/Users/9999', admin)
    expect(missing.statusCode).toBe(404)
    expect(missing.body.message).toBe('Kullanıcı bulunamadı.')
    expect((await get('/api/Users/abc', admin)).statusCode).toBe(400)
    expect((await get('/api/Users/99999999999', admin)).statusCode).toBe(400)
  })
})

describe('roles', () => {
  test('the admin makes a user an admin, who can then use admin calls', async () => {
    const admin = await t.loginAsAdmin()
    const user = await t.createUser()
    expect((await get('/api/Users', user.token)).statusCode).toBe(403)
    const res = await put(`/api/Users/${user.id}/roles`, admin, { roles: ['Admin'] })
    expect(res.statusCode).toBe(200)
    expect(res.body.roles).toEqual(['Admin'])
    expect((await get('/api/Users', user.token)).statusCode).toBe(200)
  })

  test('a demoted admin loses admin calls at once, with the token they already hold', async () => {
    const admin = await t.loginAsAdmin()
    const other = await t.createUser({ roles: ['Admin'] })
    expect((await get('/api/Users', other.token)).statusCode).toBe(200)
    await put(`/api/Users/${other.id}/roles`, admin, { roles: ['User'] })
    expect((await get('/api/Users', other.token)).statusCode).toBe(403)
  })

  test('roles are stored as ["Admin"] or ["User"]', async () => {
    const admin = await t.loginAsAdmin()
    const user = await t.createUser()
    const res = await put(`/api/Users/${user.id}/roles`, admin, { roles: ['User', 'Admin', 'Admin'] })
    expect(res.body.roles).toEqual(['Admin'])
  })

  test('an unknown or empty role list is refused in Turkish and nothing changes', async () => {
    const admin = await t.loginAsAdmin()
    const user = await t.createUser()
    for (const roles of [['Doktor'], [], 'Admin'] as unknown[]) {
      const res = await put(`/api/Users/${user.id}/roles`, admin, { roles })
      expect(res.statusCode, JSON.stringify(roles)).toBe(400)
      expect(res.body.errors).toBeDefined()
    }
    expect((await get(`/api/Users/${user.id}`, admin)).body.roles).toEqual(['User'])
  })

  test('an admin cannot take away their own admin role', async () => {
    const admin = await t.loginAsAdmin()
    const res = await put('/api/Users/1/roles', admin, { roles: ['User'] })
    expect(res.statusCode).toBe(403)
    expect(res.body.message).toBe('Kendi yönetici yetkinizi kaldıramazsınız.')
    expect((await get('/api/Users/1', admin)).body.roles).toEqual(['Admin'])
  })

  test('two admins demoting each other at the same moment still leave one admin', async () => {
    const first = await t.loginAsAdmin()
    const second = await t.createUser({ roles: ['Admin'] })
    const answers = await Promise.all([
      put(`/api/Users/${second.id}/roles`, first, { roles: ['User'] }),
      put('/api/Users/1/roles', second.token, { roles: ['User'] }),
    ])
    const [{ n }] = (
      await t.app.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${users} where 'Admin' = any(${users.roles}) and ${users.isActive}`,
      )
    ).rows as [{ n: number }]
    expect(n).toBe(1)
    expect(answers.map((a) => a.statusCode).sort()).toContain(200)
    for (const a of answers) expect([200, 403, 409]).toContain(a.statusCode)
  })
})

describe('status', () => {
  test('disabling a user ends their sessions and stops their logins; enabling lets them log in again', async () => {
    const admin = await t.loginAsAdmin()
    const user = await t.createUser({ email: 'ali@example.com' })
    const off = await put(`/api/Users/${user.id}/status`, admin, { isActive: false })
    expect(off.statusCode).toBe(200)
    expect(off.body.isActive).toBe(false)
    expect((await get('/api/Account/profile', user.token)).statusCode).toBe(401)
    const refused = await login('ali@example.com')
    expect(refused.statusCode).toBe(403)
    expect(refused.body.message).toContain('devre dışı')

    expect((await put(`/api/Users/${user.id}/status`, admin, { isActive: true })).body.isActive).toBe(true)
    const again = await login('ali@example.com')
    expect(again.statusCode).toBe(200)
    // The old token stays dead: disabling moved the token version on.
    expect((await get('/api/Account/profile', user.token)).statusCode).toBe(401)
    expect((await get('/api/Account/profile', again.body.token)).statusCode).toBe(200)
  })

  test('an admin cannot disable themself', async () => {
    const admin = await t.loginAsAdmin()
    const res = await put('/api/Users/1/status', admin, { isActive: false })
    expect(res.statusCode).toBe(403)
    expect(res.body.message).toBe('Kendi hesabınızı devre dışı bırakamazsınız.')
    expect((await login(ADMIN.email, ADMIN.password)).statusCode).toBe(200)
  })

  test('a status that is not true or false is refused in Turkish', async () => {
    const admin = await t.loginAsAdmin()
    const user = await t.createUser()
    const res = await put(`/api/Users/${user.id}/status`, admin, { isActive: 'hayır' })
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.isActive).toEqual(['isActive true ya da false olmalıdır.'])
  })

  test('setting the status of an unknown user is a 404', async () => {
    const admin = await t.loginAsAdmin()
    expect((await put('/api/Users/9999/status', admin, { isActive: false })).statusCode).toBe(404)
    expect((await put('/api/Users/9999/roles', admin, { roles: ['User'] })).statusCode).toBe(404)
  })
})

describe('deleting', () => {
  test('the admin deletes a user, who can no longer log in or use their token', async () => {
    const admin = await t.loginAsAdmin()
    const user = await t.createUser({ email: 'ali@example.com' })
    const res = await t.asAdmin('DELETE', `/api/Users/${user.id}`)
    expect(res.statusCode).toBe(204)
    expect((await get(`/api/Users/${user.id}`, admin)).statusCode).toBe(404)
    expect((await get('/api/Account/profile', user.token)).statusCode).toBe(401)
    expect((await login('ali@example.com')).statusCode).toBe(401)
  })

  test('an admin cannot delete themself', async () => {
    const admin = await t.loginAsAdmin()
    const res = await t.asAdmin('DELETE', '/api/Users/1')
    expect(res.statusCode).toBe(403)
    expect(res.body.message).toBe('Kendi hesabınızı silemezsiniz.')
    expect((await get('/api/Users/1', admin)).statusCode).toBe(200)
  })

  test('deleting an unknown user is a 404', async () => {
    expect((await t.asAdmin('DELETE', '/api/Users/9999')).statusCode).toBe(404)
  })
})
