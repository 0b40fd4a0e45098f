import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import {
  confirmEmailMail,
  contactNoticeMail,
  headerText,
  MAIL_COLOURS,
  resetPasswordMail,
  wellnessNoticeMail,
} from './mail-templates.ts'

test('a header value never keeps a line break and is shortened', () => {
  expect(headerText('Merhaba\r\nBcc: x@y.z')).toBe('Merhaba Bcc: x@y.z')
  expect(headerText('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`)
})

test('the confirmation mail carries the link in the text and as a button, and says how long it lasts', () => {
  const link = 'https://site.example/confirm-email?userId=3&token=abc'
  const mail = confirmEmailMail({ link, validHours: 48 })
  expect(mail.subject).toBe('E-posta adresinizi doğrulayın')
  expect(mail.text).toContain(link)
  expect(mail.text).toContain('48 saat')
  expect(mail.html).toContain('href="https://site.example/confirm-email?userId=3&amp;token=abc"')
  expect(mail.html).toContain('lang="tr"')
})

test('a mail to an address not yet confirmed greets nobody by name; a reset to a confirmed one may', () => {
  const confirm = confirmEmailMail({ link: 'https://site.example/c', validHours: 48 })
  expect(confirm.text.startsWith('Merhaba,\n')).toBe(true)
  const unconfirmed = resetPasswordMail({ link: 'https://site.example/r', validMinutes: 60 })
  expect(unconfirmed.text.startsWith('Merhaba,\n')).toBe(true)
  const confirmed = resetPasswordMail({ firstName: 'Ali', link: 'https://site.example/r', validMinutes: 60 })
  expect(confirmed.text.startsWith('Merhaba Ali,\n')).toBe(true)
})

test('the reset mail says the link lasts an hour and works once', () => {
  const mail = resetPasswordMail({
    firstName: 'Ali',
    link: 'https://site.example/reset-password?x=1',
    validMinutes: 60,
  })
  expect(mail.text).toContain('60 dakika')
  expect(mail.text).toContain('bir kez')
})

test("a sender's name and message are escaped in the clinic's notice and empty fields are left out", () => {
  const mail = wellnessNoticeMail({
    senderName: '<img src=x onerror=alert(1)>',
    message: 'Satır 1\n\n<script>x</script>',
    adminLink: 'https://site.example/admin/wellness-messages',
  })
  expect(mail.html).not.toContain('<img src=x')
  expect(mail.html).not.toContain('<script>')
  expect(mail.text).not.toContain('Telefon')
  expect(mail.subject.startsWith('Yeni geçmiş olsun mesajı: ')).toBe(true)
})

test('the contact notice subject carries the subject on one line', () => {
  const mail = contactNoticeMail({
    name: 'Hasan',
    email: 'h@example.com',
    subject: 'Diz\nağrısı',
    message: 'Merhaba',
    adminLink: 'https://site.example/admin/contact-messages',
  })
  expect(mail.subject).toBe('Yeni iletişim mesajı: Diz ağrısı')
})

test("every mail carries the site's logo and colours, in its HTML part, beside an unchanged text part", () => {
  const mails = [
    confirmEmailMail({ link: 'https://site.example/c', validHours: 48 }),
    resetPasswordMail({ firstName: 'Ali', link: 'https://site.example/r', validMinutes: 60 }),
    contactNoticeMail({
      name: 'Ayşe',
      email: 'ayse@example.com',
      subject: 'Randevu',
      message: 'Merhaba',
      adminLink: 'https://site.example/admin/contact-messages',
    }),
  ]
  for (const mail of mails) {
    expect(mail.html).toMatch(/<svg [^>]*aria-label="Op\. Dr\. [^"]+"/)
    expect(mail.html).toContain(`fill="${MAIL_COLOURS.primary}"`)
    expect(mail.html).toContain(`background:${MAIL_COLOURS.bg}`)
    expect(mail.html).toContain(`color:${MAIL_COLOURS.text}`)
    expect(mail.html).not.toMatch(/#0b5394|#6b7280|#1f2933/)
    expect(mail.text).not.toContain('<')
  }
  expect(mails[0]!.html).toContain(`background:${MAIL_COLOURS.primary};color:${MAIL_COLOURS.onPrimary}`)
})

test("the mail colours are the site's light tokens", () => {
  const tokens = readFileSync(
    new URL('../../../../packages/ui/src/styles/tokens.css', import.meta.url),
    'utf8',
  )
  const light = tokens.slice(0, tokens.indexOf(':root[data-theme="dark"] {'))
  const token = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(light)?.[1]
  expect(MAIL_COLOURS).toEqual({
    bg: token('bg'),
    surface: token('surface'),
    surface2: token('surface-2'),
    text: token('text'),
    muted: token('muted'),
    border: token('border'),
    primary: token('primary'),
    primarySoft: token('primary-soft'),
    onPrimary: token('on-primary'),
  })
})
