import { Secret, TOTP } from 'otpauth'
import { describe, expect, test } from 'vitest'
import { auditLog, userTotp } from '../../src/db/schema.ts'
import { ADMIN, USER_PASSWORD, useTestApp } from '../helper.ts'

const t = useTestApp()

/** The code an authenticator app shows for the secret, `offsetSteps` periods from now. */
const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  })

const loginCall = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/Account/login', payload: { email, password } })
const secondStep = (challenge: string, code: string) =>
  t.request({ method: 'POST', url: '/api/Account/login/2fa', payload: { challenge, code } })
const profile = (token: string) => t.request({ method: 'GET', url: '/api/Account/profile', token })

/** Sets up and enables TOTP for the token's user; answers the secret and the backup codes. */
async function enrol(token: string) {
  const setup = await t.request({ method: 'POST', url: '/api/Account/2fa/totp/setup', token })
  expect(setup.statusCode, setup.payload).toBe(200)
  const { secret, otpauthUri } = setup.body as { secret: string; otpauthUri: string }
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Klinik:/)
  expect(otpauthUri).toContain(`secret=${secret}`)
  const enable = await t.request({
    method: 'POST',
    url: '/api/Account/2fa/totp/enable',
    token,
    payload: { code: codeFor(secret) },
  })
  expect(enable.statusCode, enable.payload).toBe(200)
  return { secret, backupCodes: enable.body.backupCodes as string[] }
}

/** An enrolled user and the challenge of a password login. */
async function enrolledChallenge() {
  const user = await t.createUser()
  const enrolled = await enrol(user.token)
  const first = await loginCall(user.email, USER_PASSWORD)
  expect(first.statusCode).toBe(200)
  return { user, ...enrolled, challenge: first.body.challenge as string }
}

test('enabling TOTP answers ten backup codes once, and the secret is stored sealed, never in clear', async () => {
  const user = await t.createUser()
  const { secret, backupCodes } = await enrol(user.token)
  expect(backupCodes).toHaveLength(10)
  expect(new Set(backupCodes).size).toBe(10)
  const [row] = await t.app.db.select().from(userTotp)
  expect(row!.secretSealed).not.toContain(secret)
  const status = await t.request({ method: 'GET', url: '/api/Account/2fa', token: user.token })
  expect(status.body).toMatchObject({ totpEnabled: true, backupCodesLeft: 10 })
  expect(JSON.stringify(status.body)).not.toContain(secret)
  // A second setup while enabled is refused: the secret is never handed out again.
  const again = await t.request({ method: 'POST', url: '/api/Account/2fa/totp/setup', token: user.token })
  expect(again.statusCode).toBe(409)
})

test('a wrong code does not enable TOTP', async () => {
  const user = await t.createUser()
  const setup = await t.request({ method: 'POST', url: '/api/Account/2fa/totp/setup', token: user.token })
  const wrong = codeFor(setup.body.secret) === '000000' ? '111111' : '000000'
  const res = await t.request({
    method: 'POST',
    url: '/api/Account/2fa/totp/enable',
    token: user.token,
    payload: { code: wrong },
  })
  expect(res.statusCode).toBe(400)
  expect(res.body.errors.code).toBeDefined()
  expect(
    (await t.request({ method: 'GET', url: '/api/Account/2fa', token: user.token })).body.totpEnabled,
  ).toBe(false)
})

test('a password alone gives an enrolled account a challenge, not a token; the code completes the login', async () => {
  const { secret, challenge } = await enrolledChallenge()
  expect(challenge).toEqual(expect.any(String))
  // The enrolment used this step's code: the login takes the next one (inside the ±1 step window).
  const res = await secondStep(challenge, codeFor(secret, 1))
  expect(res.statusCode, res.payload).toBe(200)
  expect((await profile(res.body.token)).statusCode).toBe(200)
  // The challenge works once.
  expect((await secondStep(challenge, codeFor(secret, -1))).statusCode).toBe(401)
})

test('a wrong code is refused in Turkish and the challenge may be tried again', async () => {
  const { secret, challenge } = await enrolledChallenge()
  const wrong = await secondStep(challenge, '123456' === codeFor(secret, 1) ? '654321' : '123456')
  expect(wrong.statusCode).toBe(400)
  expect(wrong.body.message).toMatch(/Doğrulama kodu hatalı/)
  expect((await secondStep(challenge, codeFor(secret, 1))).statusCode).toBe(200)
})

test('a code already used cannot be replayed within its window', async () => {
  const { user, secret, challenge } = await enrolledChallenge()
  const code = codeFor(secret, 1)
  expect((await secondStep(challenge, code)).statusCode).toBe(200)
  const next = (await loginCall(user.email, USER_PASSWORD)).body.challenge
  expect((await secondStep(next, code)).statusCode).toBe(400)
  // The enrolment's own code (an earlier step) is refused as well.
  expect((await secondStep(next, codeFor(secret, 0))).statusCode).toBe(400)
})

test('a backup code completes a login once, and only once', async () => {
  const { user, backupCodes, challenge } = await enrolledChallenge()
  const code = backupCodes[3]!
  const res = await secondStep(challenge, code.toLowerCase().replace('-', ' '))
  expect(res.statusCode, res.payload).toBe(200)
  const next = (await loginCall(user.email, USER_PASSWORD)).body.challenge
  expect((await secondStep(next, code)).statusCode).toBe(400)
  const status = await t.request({ method: 'GET', url: '/api/Account/2fa', token: res.body.token })
  expect(status.body.backupCodesLeft).toBe(9)
})

test('wrong codes count in the login back-off: the fifth makes the account wait (429)', async () => {
  const { secret, challenge } = await enrolledChallenge()
  const right = codeFor(secret, 1)
  const wrong = right === '000000' ? '111111' : '000000'
  for (let i = 0; i < 5; i++) expect((await secondStep(challenge, wrong)).statusCode).toBe(400)
  const blocked = await secondStep(challenge, right)
  expect(blocked.statusCode).toBe(429)
  expect(blocked.headers['retry-after']).toBeDefined()
  expect(blocked.body.message).toMatch(/Çok fazla deneme/)
})

test('an unknown challenge is refused', async () => {
  const res = await secondStep('uydurma-bir-challenge', '123456')
  expect(res.statusCode).toBe(401)
  expect(res.body.message).toMatch(/yeniden giriş/)
})

test('disabling needs the password; then a password alone logs in again', async () => {
  const { user, secret, challenge } = await enrolledChallenge()
  const token = (await secondStep(challenge, codeFor(secret, 1))).body.token
  const wrong = await t.request({
    method: 'POST',
    url: '/api/Account/2fa/disable',
    token,
    payload: { password: 'yanlis-sifre' },
  })
  expect(wrong.statusCode).toBe(400)
  expect(wrong.body.errors.password).toBeDefined()
  const ok = await t.request({
    method: 'POST',
    url: '/api/Account/2fa/disable',
    token,
    payload: { password: USER_PASSWORD },
  })
  expect(ok.statusCode).toBe(200)
  const plain = await loginCall(user.email, USER_PASSWORD)
  expect(plain.body.token).toEqual(expect.any(String))
})

test('enabling TOTP ends the other sessions of the account', async () => {
  const user = await t.createUser()
  const other = (await loginCall(user.email, USER_PASSWORD)).body.token
  await enrol(user.token)
  expect((await profile(other)).statusCode).toBe(401)
  expect((await profile(user.token)).statusCode).toBe(200)
})

describe('with STAFF_2FA_REQUIRED', () => {
  const gated = useTestApp({ staff2faRequired: true })

  test('a staff login without a factor can only enrol: every other staff call is 403 with a flag', async () => {
    const login = await gated.request({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
    })
    const token = login.body.token as string
    const users = await gated.request({ method: 'GET', url: '/api/Users', token })
    expect(users.statusCode).toBe(403)
    expect(users.body.twoFactorEnrolmentRequired).toBe(true)
    expect(users.body.message).toMatch(/iki adımlı doğrulama/i)
    const put = await gated.request({
      method: 'PUT',
      url: '/api/Account/profile',
      token,
      payload: { firstName: 'A', lastName: 'B' },
    })
    expect(put.statusCode).toBe(403)
    // Enrolment, status, profile and logout stay open.
    const status = await gated.request({ method: 'GET', url: '/api/Account/2fa', token })
    expect(status.body).toMatchObject({ enrolmentRequired: true, staffRequired: true, totpEnabled: false })
    expect((await gated.request({ method: 'GET', url: '/api/Account/profile', token })).statusCode).toBe(200)
    const setup = await gated.request({ method: 'POST', url: '/api/Account/2fa/totp/setup', token })
    const enable = await gated.request({
      method: 'POST',
      url: '/api/Account/2fa/totp/enable',
      token,
      payload: { code: codeFor(setup.body.secret) },
    })
    expect(enable.statusCode).toBe(200)
    // Enrolling in this session opens the admin to it.
    expect((await gated.request({ method: 'GET', url: '/api/Users', token })).statusCode).toBe(200)
  })

  test('a stolen staff password alone does not open the admin once enrolled', async () => {
    const first = await gated.request({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
    })
    const setup = await gated.request({
      method: 'POST',
      url: '/api/Account/2fa/totp/setup',
      token: first.body.token,
    })
    await gated.request({
      method: 'POST',
      url: '/api/Account/2fa/totp/enable',
      token: first.body.token,
      payload: { code: codeFor(setup.body.secret) },
    })
    const thief = await gated.request({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
    })
    expect(thief.body.token).toBeUndefined()
    expect(thief.body.twoFactorRequired).toBe(true)
  })

  test('a member (not staff) is not gated', async () => {
    const user = await gated.createUser()
    expect(
      (await gated.request({ method: 'GET', url: '/api/Account/export', token: user.token })).statusCode,
    ).toBe(200)
  })
})

test("a staff member's sign-in security is on the audit log with the address; a patient's is not", async () => {
  const editor = await t.createUser({ roles: ['Editor'] })
  const { secret } = await enrol(editor.token)
  const first = await loginCall(editor.email, USER_PASSWORD)
  expect((await secondStep(first.body.challenge, '000000')).statusCode).toBe(400)
  const done = await secondStep(first.body.challenge, codeFor(secret, 1))
  expect(done.statusCode, done.payload).toBe(200)
  const logout = await t.request({ method: 'POST', url: '/api/Account/logout', token: done.body.token })
  expect(logout.statusCode).toBe(204)
  const patient = await t.createUser()
  await enrol(patient.token)

  const log = await t.app.db.select().from(auditLog).orderBy(auditLog.id)
  expect(log.map((e) => [e.actorId, e.action, e.resource])).toEqual([
    [editor.id, '2fa-enable', 'account'],
    [editor.id, 'login-second-factor-asked', 'account'],
    [editor.id, 'login-second-factor-failed', 'account'],
    [editor.id, 'login', 'account'],
    [editor.id, 'logout', 'account'],
  ])
  expect(log.every((e) => e.address === '127.0.0.1')).toBe(true)
  // No code, secret or backup code reaches the log.
  expect(JSON.stringify(log)).not.toContain(secret)
})
