import { existsSync } from 'node:fs'
import path from 'node:path'
import { AccountExport } from '@clinic/contract/account'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import {
  accountTokens,
  blogLikes,
  commentLikes,
  commentReports,
  comments,
  contactMessages,
  loginFailures,
  operations,
  users,
  wellnessMessages,
} from '../../src/db/schema.ts'
import { issueToken } from '../../src/services/accounts/account-tokens.ts'
import { file, pngImage } from '../fixtures.ts'
import { ADMIN, USER_PASSWORD, useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp()

const exportFor = (token: string) => t.request({ method: 'GET', url: '/api/Account/export', token })
const deleteAccount = (token: string, payload: unknown, remoteAddress?: string) =>
  t.request({ method: 'DELETE', url: '/api/Account', token, payload: payload as object, remoteAddress })
const profile = (token: string) => t.request({ method: 'GET', url: '/api/Account/profile', token })
const login = (email: string, password = USER_PASSWORD) =>
  t.request({ method: 'POST', url: '/api/Account/login', payload: { email, password } })

async function uploadPhoto(token: string): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/Account/profile/upload-image',
    token,
    ...multipartBody({}, { file: file(await pngImage(), 'ben.png', 'image/png') }),
  })
  expect(res.statusCode).toBe(200)
  return res.body.imagePath
}

const photoFile = (imagePath: string) => path.join(t.config.uploadsDir, imagePath.slice('/uploads/'.length))

const at = (iso: string) => new Date(iso)

/**
 * Two users on one post: each wrote a comment, liked and reported the other's, and sent a get-well and a contact
 * message with their own address (the user's typed in capitals).
 */
async function seedTwoUsers() {
  const user = await t.createUser({ email: 'ali@example.com', firstName: 'Ali', lastName: 'Demir' })
  const other = await t.createUser({ email: 'veli@example.com', firstName: 'Veli', lastName: 'Kaya' })
  const post = await t.seedPost({ Title: 'Menisküs Yırtığı' })
  const [mine, theirs] = await t.app.db
    .insert(comments)
    .values([
      {
        blogId: post.id,
        userId: user.id,
        content: 'Ameliyattan sonra dizim iyileşti.',
        isApproved: true,
        createdAt: at('2026-03-01T09:00:00Z'),
        updatedAt: at('2026-03-02T10:00:00Z'),
      },
      {
        blogId: post.id,
        userId: other.id,
        content: 'Veli’nin gizli kalması gereken yorumu.',
        isApproved: false,
        createdAt: at('2026-03-03T09:00:00Z'),
      },
    ])
    .returning()
  await t.app.db.insert(blogLikes).values([
    { blogId: post.id, userId: user.id, createdAt: at('2026-03-04T07:00:00Z') },
    { blogId: post.id, userId: other.id },
    { blogId: post.id, visitorId: 'misafir-tarayici-kimligi' },
  ])
  await t.app.db.insert(commentLikes).values([
    { commentId: theirs!.id, userId: user.id, createdAt: at('2026-03-04T08:00:00Z') },
    { commentId: mine!.id, userId: other.id },
  ])
  await t.app.db.insert(commentReports).values([
    {
      commentId: theirs!.id,
      userId: user.id,
      reason: 'Reklam içeriyor',
      createdAt: at('2026-03-05T08:00:00Z'),
    },
    { commentId: mine!.id, userId: other.id, reason: 'Veli’nin şikâyet gerekçesi' },
  ])
  const consentAt = at('2026-02-01T12:00:00Z')
  await t.app.db.insert(wellnessMessages).values([
    {
      senderName: 'Ali Demir',
      email: 'ALI@example.com',
      patientName: 'Annem',
      message: 'Geçmiş olsun, çabuk iyileşin.',
      consentAt,
      createdAt: consentAt,
    },
    {
      senderName: 'Veli Kaya',
      email: 'veli@example.com',
      message: 'Veli’nin geçmiş olsun mesajı.',
      consentAt,
    },
    { senderName: 'Adsız', email: null, message: 'E-postasız bir geçmiş olsun mesajı.', consentAt },
  ])
  await t.app.db.insert(contactMessages).values([
    {
      name: 'Ali Demir',
      email: 'ali@example.com',
      phoneNumber: '+90 532 000 00 00',
      subject: 'Randevu',
      message: 'Randevu almak istiyorum.',
      consentAt,
      createdAt: consentAt,
    },
    {
      name: 'Veli Kaya',
      email: 'veli@example.com',
      subject: 'Soru',
      message: 'Veli’nin sorusu var.',
      consentAt,
    },
  ])
  return { user, other, post, mine: mine!, theirs: theirs! }
}

describe('exporting my data', () => {
  test('the data comes as a JSON download named by the day, never cached', async () => {
    const user = await t.createUser()
    const res = await exportFor(user.token)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-store')
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date())
    expect(res.headers['content-disposition']).toBe(`attachment; filename="kisisel-verilerim-${day}.json"`)
    // Indented, so the file reads well when opened.
    expect(res.payload).toContain('\n  "profile": {\n')
    expect(() => AccountExport.parse(res.body)).not.toThrow()
    expect(Date.now() - Date.parse(res.body.exportedAt)).toBeLessThan(60_000)
  })

  test('a site on another origin may read the file name (CORS exposes Content-Disposition)', async () => {
    const user = await t.createUser()
    const res = await t.request({
      method: 'GET',
      url: '/api/Account/export',
      token: user.token,
      headers: { origin: new URL(t.config.publicSiteUrl).origin },
    })
    expect(res.statusCode).toBe(200)
    expect(String(res.headers['access-control-expose-headers'])).toContain('Content-Disposition')
  })

  test('the export holds my profile, my comments with their post, my likes and reports, and the messages I sent with my address', async () => {
    const { user, post, mine, theirs } = await seedTwoUsers()
    await t.app.db
      .update(users)
      .set({ phoneNumber: '+90 532 111 22 33', lastLoginAt: at('2026-04-01T07:00:00Z') })
      .where(eq(users.id, user.id))
    const imagePath = await uploadPhoto(user.token)

    const res = await exportFor(user.token)
    expect(res.statusCode).toBe(200)
    const data = res.body
    expect(data.profile).toEqual({
      id: user.id,
      firstName: 'Ali',
      lastName: 'Demir',
      email: 'ali@example.com',
      phoneNumber: '+90 532 111 22 33',
      roles: ['User'],
      emailConfirmed: true,
      createdDate: expect.any(String),
      updatedDate: expect.any(String),
      lastLoginDate: '2026-04-01T07:00:00.000Z',
      profileImagePath: imagePath,
      profileImageUrl: `${t.config.publicApiUrl}${imagePath}`,
    })
    expect(data.comments).toEqual([
      {
        id: mine.id,
        blogId: post.id,
        blogTitle: 'Menisküs Yırtığı',
        content: 'Ameliyattan sonra dizim iyileşti.',
        createdDate: '2026-03-01T09:00:00.000Z',
        updatedDate: '2026-03-02T10:00:00.000Z',
        isApproved: true,
      },
    ])
    expect(data.postLikes).toEqual([
      { blogId: post.id, blogTitle: 'Menisküs Yırtığı', likedDate: '2026-03-04T07:00:00.000Z' },
    ])
    expect(data.commentLikes).toEqual([
      {
        commentId: theirs.id,
        blogId: post.id,
        blogTitle: 'Menisküs Yırtığı',
        likedDate: '2026-03-04T08:00:00.000Z',
      },
    ])
    expect(data.commentReports).toEqual([
      {
        commentId: theirs.id,
        blogId: post.id,
        blogTitle: 'Menisküs Yırtığı',
        reason: 'Reklam içeriyor',
        reportedDate: '2026-03-05T08:00:00.000Z',
      },
    ])
    expect(data.wellnessMessages).toEqual([
      {
        id: expect.any(Number),
        senderName: 'Ali Demir',
        email: 'ALI@example.com',
        phoneNumber: null,
        patientName: 'Annem',
        message: 'Geçmiş olsun, çabuk iyileşin.',
        createdDate: '2026-02-01T12:00:00.000Z',
        consentDate: '2026-02-01T12:00:00.000Z',
      },
    ])
    expect(data.contactMessages).toEqual([
      {
        id: expect.any(Number),
        name: 'Ali Demir',
        email: 'ali@example.com',
        phoneNumber: '+90 532 000 00 00',
        subject: 'Randevu',
        message: 'Randevu almak istiyorum.',
        createdDate: '2026-02-01T12:00:00.000Z',
        consentDate: '2026-02-01T12:00:00.000Z',
      },
    ])
  })

  test("the export never holds the password hash, the token version, a mailed token or another user's data", async () => {
    const { user } = await seedTwoUsers()
    await issueToken(t.app.db, user.id, 'reset-password')
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id))
    const [token] = await t.app.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id))

    const text = (await exportFor(user.token)).payload
    for (const secret of [row!.passwordHash, token!.tokenHash, 'passwordHash', 'tokenVersion', 'argon2']) {
      expect(text, secret).not.toContain(secret)
    }
    // Veli liked and reported Ali's comment and wrote one Ali liked: none of Veli's words, name or address show.
    for (const theirs of ['Veli', 'veli@example.com', 'Adsız', 'E-postasız']) {
      expect(text, theirs).not.toContain(theirs)
    }
  })

  test('each user gets only their own data', async () => {
    const { other } = await seedTwoUsers()
    const data = (await exportFor(other.token)).body
    expect(data.profile.email).toBe('veli@example.com')
    expect(data.comments.map((c: { content: string }) => c.content)).toEqual([
      'Veli’nin gizli kalması gereken yorumu.',
    ])
    expect(data.commentReports.map((r: { reason: string }) => r.reason)).toEqual([
      'Veli’nin şikâyet gerekçesi',
    ])
    expect(data.wellnessMessages.map((m: { senderName: string }) => m.senderName)).toEqual(['Veli Kaya'])
    expect(data.contactMessages.map((m: { name: string }) => m.name)).toEqual(['Veli Kaya'])
    expect(JSON.stringify(data)).not.toMatch(/Ali|ali@example\.com|Reklam/)
  })

  test('messages sent with an address are not exported to an account whose address is unconfirmed', async () => {
    const { user } = await seedTwoUsers()
    await t.app.db.update(users).set({ emailConfirmed: false }).where(eq(users.id, user.id))
    const data = (await exportFor(user.token)).body
    expect(data.profile.emailConfirmed).toBe(false)
    expect(data.wellnessMessages).toEqual([])
    expect(data.contactMessages).toEqual([])
    expect(data.comments).toHaveLength(1)
  })
})

describe('deleting my account', () => {
  test('with my password the account goes with its comments, likes, reports, mailed tokens and photo file', async () => {
    const { user, other, theirs } = await seedTwoUsers()
    const imagePath = await uploadPhoto(user.token)
    await issueToken(t.app.db, user.id, 'reset-password')
    expect(existsSync(photoFile(imagePath))).toBe(true)

    const res = await deleteAccount(user.token, { password: USER_PASSWORD })
    expect(res.statusCode).toBe(204)
    expect(res.payload).toBe('')

    const db = t.app.db
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([])
    // Ali's comment with the like and report Veli gave it, and Ali's own like and report of Veli's comment.
    expect((await db.select().from(comments)).map((c) => c.id)).toEqual([theirs.id])
    expect(await db.select().from(commentLikes)).toEqual([])
    expect(await db.select().from(commentReports)).toEqual([])
    expect(await db.select().from(accountTokens)).toEqual([])
    expect(existsSync(photoFile(imagePath))).toBe(false)
    // Veli keeps everything of his.
    expect((await profile(other.token)).statusCode).toBe(200)
    // Messages are the clinic's records of a guest form, not part of the account: they stay.
    expect(await db.select().from(contactMessages)).toHaveLength(2)
  })

  test('afterwards every token of the account is refused and its password no longer logs in', async () => {
    const user = await t.createUser({ email: 'ali@example.com' })
    const second = (await login('ali@example.com')).body.token
    expect((await deleteAccount(user.token, { password: USER_PASSWORD })).statusCode).toBe(204)
    for (const token of [user.token, second]) {
      const res = await profile(token)
      expect(res.statusCode).toBe(401)
      expect(res.body.message).toBe('Oturum bilginiz geçersiz. Lütfen yeniden giriş yapın.')
      expect((await exportFor(token)).statusCode).toBe(401)
    }
    expect((await login('ali@example.com')).statusCode).toBe(401)
  })

  test('a photo an operation still shows as its author picture is kept', async () => {
    const user = await t.createUser()
    const imagePath = await uploadPhoto(user.token)
    await t.app.db
      .insert(operations)
      .values({ slug: 'diz-protezi', title: 'Diz Protezi', authorProfileImagePath: imagePath })
    expect((await deleteAccount(user.token, { password: USER_PASSWORD })).statusCode).toBe(204)
    expect(existsSync(photoFile(imagePath))).toBe(true)
  })

  test('a wrong password is refused on its field, counts as a failed login and changes nothing', async () => {
    const { user } = await seedTwoUsers()
    const imagePath = await uploadPhoto(user.token)
    const before = await dump()
    const res = await deleteAccount(user.token, { password: 'Yanlis-Sifre-123' })
    expect(res.statusCode).toBe(400)
    expect(res.body).toEqual({ message: 'Şifreniz hatalı.', errors: { password: ['Şifreniz hatalı.'] } })
    expect(await dump()).toEqual(before)
    expect(existsSync(photoFile(imagePath))).toBe(true)
    const [failures] = await t.app.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, 'email:ali@example.com'))
    expect(failures?.failures).toBe(1)
    expect((await profile(user.token)).statusCode).toBe(200)
  })

  test('after five wrong passwords even the right one waits out the login back-off', async () => {
    const user = await t.createUser({ email: 'ali@example.com' })
    for (let i = 0; i < 5; i++) {
      expect(
        (await deleteAccount(user.token, { password: `Yanlis-Sifre-${i}` }, `10.2.0.${i}`)).statusCode,
      ).toBe(400)
    }
    const res = await deleteAccount(user.token, { password: USER_PASSWORD }, '10.2.0.99')
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBeDefined()
    expect((await profile(user.token)).statusCode).toBe(200)
  })

  test('the last active admin cannot delete their account; with a second admin they can', async () => {
    const admin = await t.loginAsAdmin()
    const refused = await deleteAccount(admin, { password: ADMIN.password })
    expect(refused.statusCode).toBe(409)
    expect(refused.body.message).toBe(
      'Sitenin tek etkin yöneticisi olduğunuz için hesabınızı silemezsiniz. Önce başka bir kullanıcıyı yönetici yapın.',
    )
    expect((await profile(admin)).statusCode).toBe(200)

    // A disabled admin does not count as one who remains.
    const disabled = await t.createUser({ roles: ['Admin'] })
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, disabled.id))
    expect((await deleteAccount(admin, { password: ADMIN.password })).statusCode).toBe(409)

    await t.createUser({ roles: ['Admin'] })
    expect((await deleteAccount(admin, { password: ADMIN.password })).statusCode).toBe(204)
    expect((await login(ADMIN.email, ADMIN.password)).statusCode).toBe(401)
  })

  test('two admins deleting their accounts at the same moment still leave one admin', async () => {
    const first = await t.loginAsAdmin()
    const second = await t.createUser({ roles: ['Admin'] })
    const answers = await Promise.all([
      deleteAccount(first, { password: ADMIN.password }),
      deleteAccount(second.token, { password: USER_PASSWORD }),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409])
    const [{ n }] = (
      await t.app.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${users} where 'Admin' = any(${users.roles}) and ${users.isActive}`,
      )
    ).rows as [{ n: number }]
    expect(n).toBe(1)
  })

  test('a missing, mistyped or oversized password gets a Turkish 400 and changes nothing', async () => {
    const user = await t.createUser()
    const cases: Array<[unknown, string]> = [
      [undefined, 'Gönderilen bilgiler geçersiz.'],
      [{}, 'Hesabınızı silmek için şifrenizi girin.'],
      [{ password: '' }, 'Hesabınızı silmek için şifrenizi girin.'],
      [{ password: 12345678 }, 'Hesabınızı silmek için şifrenizi girin.'],
      [{ password: null }, 'Hesabınızı silmek için şifrenizi girin.'],
      [{ password: ['a'] }, 'Hesabınızı silmek için şifrenizi girin.'],
      [{ password: 'x'.repeat(200_000) }, 'Şifre en fazla 1024 karakter olabilir.'],
    ]
    for (const [payload, message] of cases) {
      const res = await deleteAccount(user.token, payload)
      expect(res.statusCode, JSON.stringify(payload)?.slice(0, 40)).toBe(400)
      expect(res.body.message).toBe('Gönderilen bilgiler geçersiz.')
      if (payload !== undefined) expect(res.body.errors.password).toEqual([message])
    }
    for (const raw of ['"metin"', '[1,2]', '{"password": ', 'null']) {
      const res = await t.request({
        method: 'DELETE',
        url: '/api/Account',
        token: user.token,
        payload: raw,
        headers: { 'content-type': 'application/json' },
      })
      expect(res.statusCode, raw).toBe(400)
      expect(res.body.message, raw).toMatch(/[ğüşıöçİ]/)
    }
    expect((await profile(user.token)).statusCode).toBe(200)
    expect(await t.app.db.select().from(loginFailures)).toEqual([])
  })

  test('a body over the 1 MB request limit gets a Turkish 413 and changes nothing', async () => {
    const user = await t.createUser()
    const res = await deleteAccount(user.token, { password: 'x'.repeat(1024 * 1024 + 10) })
    expect(res.statusCode).toBe(413)
    expect(res.body.message).toContain('çok büyük')
    expect((await profile(user.token)).statusCode).toBe(200)
  })
})

/** The rows a refused deletion must leave as they were. */
async function dump() {
  const db = t.app.db
  const tables = [
    users,
    comments,
    commentLikes,
    commentReports,
    accountTokens,
    wellnessMessages,
    contactMessages,
  ]
  return Promise.all(tables.map((table) => db.select().from(table)))
}
