import { describe, expect, test } from 'vitest'
import { ADMIN, USER_PASSWORD, useTestApp } from '../helper.ts'
import { softwareAuthenticator } from '../software-authenticator.ts'

const t = useTestApp()

const origin = () => t.config.publicSiteUrl

async function addPasskey(token: string, password = USER_PASSWORD) {
  const key = softwareAuthenticator(origin())
  const options = await t.request({
    method: 'POST',
    url: '/api/Account/2fa/passkeys/options',
    token,
    payload: { password },
  })
  expect(options.statusCode, options.payload).toBe(200)
  const added = await t.request({
    method: 'POST',
    url: '/api/Account/2fa/passkeys',
    token,
    payload: { response: key.create(options.body), name: 'Telefonum' },
  })
  expect(added.statusCode, added.payload).toBe(200)
  return { key, list: added.body as Array<{ id: string; name: string }> }
}

const login = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/Account/login', payload: { email, password } })

test('a passkey is registered after the password is given again, and listed', async () => {
  const user = await t.createUser()
  const refused = await t.request({
    method: 'POST',
    url: '/api/Account/2fa/passkeys/options',
    token: user.token,
    payload: { password: 'yanlis' },
  })
  expect(refused.statusCode).toBe(400)
  const { key, list } = await addPasskey(user.token)
  expect(list).toEqual([expect.objectContaining({ id: key.id, name: 'Telefonum' })])
  const status = await t.request({ method: 'GET', url: '/api/Account/2fa', token: user.token })
  expect(status.body.passkeys).toBe(1)
})

test('a passkey answers the second step of a login, and a replayed answer is refused', async () => {
  const user = await t.createUser()
  const { key } = await addPasskey(user.token)
  const first = await login(user.email, USER_PASSWORD)
  expect(first.body.twoFactorRequired).toBe(true)
  const options = await t.request({
    method: 'POST',
    url: '/api/Account/login/2fa/passkey-options',
    payload: { challenge: first.body.challenge },
  })
  expect(options.statusCode).toBe(200)
  expect(options.body.allowCredentials[0].id).toBe(key.id)
  const answer = key.get(options.body)
  const done = await t.request({
    method: 'POST',
    url: '/api/Account/login/2fa',
    payload: { challenge: first.body.challenge, passkey: answer },
  })
  expect(done.statusCode, done.payload).toBe(200)
  const sessions = await t.request({ method: 'GET', url: '/api/Account/sessions', token: done.body.token })
  expect(sessions.body.find((s: { current: boolean }) => s.current).secondFactor).toBe('passkey')

  // The same answer for a new login step does not fit its challenge.
  const second = await login(user.email, USER_PASSWORD)
  await t.request({
    method: 'POST',
    url: '/api/Account/login/2fa/passkey-options',
    payload: { challenge: second.body.challenge },
  })
  const replay = await t.request({
    method: 'POST',
    url: '/api/Account/login/2fa',
    payload: { challenge: second.body.challenge, passkey: answer },
  })
  expect(replay.statusCode).toBe(400)
})

test("a passkey of another origin does not verify, and another user's passkey cannot be removed", async () => {
  const user = await t.createUser()
  const other = await t.createUser()
  const options = await t.request({
    method: 'POST',
    url: '/api/Account/2fa/passkeys/options',
    token: user.token,
    payload: { password: USER_PASSWORD },
  })
  const phishing = softwareAuthenticator('https://klinik-giris.example')
  const refused = await t.request({
    method: 'POST',
    url: '/api/Account/2fa/passkeys',
    token: user.token,
    payload: { response: phishing.create(options.body) },
  })
  expect(refused.statusCode).toBe(400)
  const { key } = await addPasskey(user.token)
  const removal = await t.request({
    method: 'DELETE',
    url: `/api/Account/2fa/passkeys/${encodeURIComponent(key.id)}`,
    token: other.token,
  })
  expect(removal.statusCode).toBe(404)
  const own = await t.request({
    method: 'DELETE',
    url: `/api/Account/2fa/passkeys/${encodeURIComponent(key.id)}`,
    token: user.token,
  })
  expect(own.statusCode).toBe(204)
})

describe('with STAFF_2FA_REQUIRED', () => {
  const gated = useTestApp({ staff2faRequired: true })

  test('a staff member sent to enrolment adds a passkey without the password, and the admin opens', async () => {
    const first = await gated.request({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
    })
    const token = first.body.token as string
    expect(first.body.twoFactorEnrolmentRequired).toBe(true)
    expect((await gated.request({ method: 'GET', url: '/api/Users', token })).statusCode).toBe(403)
    const key = softwareAuthenticator(gated.config.publicSiteUrl)
    const options = await gated.request({
      method: 'POST',
      url: '/api/Account/2fa/passkeys/options',
      token,
      payload: {},
    })
    expect(options.statusCode, options.payload).toBe(200)
    const added = await gated.request({
      method: 'POST',
      url: '/api/Account/2fa/passkeys',
      token,
      payload: { response: key.create(options.body) },
    })
    expect(added.statusCode, added.payload).toBe(200)
    expect((await gated.request({ method: 'GET', url: '/api/Users', token })).statusCode).toBe(200)
    // The password alone now gives a challenge, not a token.
    const thief = await gated.request({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
    })
    expect(thief.body.twoFactorRequired).toBe(true)
  })
})
