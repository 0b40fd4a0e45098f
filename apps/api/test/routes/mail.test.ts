import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { users } from '../../src/db/schema.ts'
import { solveCaptcha } from '../captcha.ts'
import { useTestApp } from '../helper.ts'
import { parseMail } from '../smtp.ts'

// No SMTP_URL: mails go to DATA_DIR/outbox.
const t = useTestApp()

const registration = async (email: string) => ({
  firstName: 'Elif',
  lastName: 'Şahin',
  email,
  password: 'Dizim-Artik-Agrimiyor-2026',
  confirmPassword: 'Dizim-Artik-Agrimiyor-2026',
  captcha: await solveCaptcha(t),
})

test('without a mail server each mail is written to DATA_DIR/outbox as an .eml file whose link works', async () => {
  const outbox = path.join(t.config.dataDir, 'outbox')
  const before = await readdir(outbox).catch(() => [] as string[])
  const res = await t.request({
    method: 'POST',
    url: '/api/Account/register',
    payload: await registration('elif@example.com'),
  })
  expect(res.statusCode).toBe(201)
  await t.app.mailer.idle()
  const added = (await readdir(outbox)).filter((name) => !before.includes(name))
  expect(added).toHaveLength(1)
  expect(added[0]).toMatch(/\.eml$/)
  const mail = parseMail(await readFile(path.join(outbox, added[0]!), 'utf8'), { from: '', to: [] })
  expect(mail.headers.get('to')).toBe('elif@example.com')
  expect(mail.subject).toBe('E-posta adresinizi doğrulayın')
  const link = new URL(mail.links[0]!)
  const confirmed = await t.request({ method: 'GET', url: `/api/Account/confirm-email${link.search}` })
  expect(confirmed.statusCode).toBe(200)
})

test('a mail server that cannot be reached does not fail the request; the account is still created', async () => {
  const replica = await buildApp(
    { ...t.config, smtpUrl: 'smtp://127.0.0.1:9' },
    { database: { db: t.app.db, kind: t.kind, close: async () => {} }, logger: false },
  )
  try {
    const res = await replica.inject({
      method: 'POST',
      url: '/api/Account/register',
      payload: await registration('ali@example.com'),
    })
    expect(res.statusCode).toBe(201)
    await replica.mailer.idle()
    const [row] = await t.app.db.select().from(users).where(eq(users.email, 'ali@example.com'))
    expect(row).toBeDefined()
  } finally {
    await replica.close()
  }
})
