import { type AppointmentClinic, describeAppointment } from '@clinic/contract/appointment'
import { DEFAULT_LOCALE, type Locale } from '@clinic/contract/locale'
import { siteConfig, siteConfigTranslations } from '@clinic/contract/site-config'
import { escapeHtml } from './escape-html.ts'
import { ACCOUNT_MAIL_TEXTS } from './mail-texts.ts'

/** A rendered e-mail: the subject, a plain-text body and the same content as HTML. */
export interface MailContent {
  subject: string
  text: string
  html: string
}

const SITE_NAME = siteConfig.doctor.fullName

/**
 * The site's light colours (packages/ui/src/styles/tokens.css, checked equal by the test): mail clients ignore
 * stylesheets and custom properties, so the values are written inline.
 */
export const MAIL_COLOURS = {
  bg: '#f4f7f9',
  surface: '#ffffff',
  surface2: '#eef3f6',
  text: '#17232d',
  muted: '#4b5d6b',
  border: '#d8e1e7',
  primary: '#0a6b75',
  primarySoft: '#e2f1f2',
  onPrimary: '#ffffff',
} as const
const C = MAIL_COLOURS

/**
 * The site header's mark (a white cross on a rounded teal square) as inline SVG; a client that drops SVG (Gmail)
 * still shows the name beside it.
 */
const logoSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="36" height="36" viewBox="0 0 32 32" role="img" aria-label="${escapeHtml(SITE_NAME)}" style="display:block"><rect width="32" height="32" rx="8" fill="${C.primary}"/><path d="M16 8v16M8 16h16" stroke="${C.onPrimary}" stroke-width="4.5" stroke-linecap="round"/></svg>`

/** A header line never carries a line break (no header injection through a name). */
export function headerText(text: string, max = 120): string {
  const flat = text.replace(/[\r\n\t]+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

const paragraphsHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('')

/** The specialty under the name, in the mail's language (decision 0275's translations). */
const specialtyIn = (locale: Locale) =>
  locale === 'tr' ? siteConfig.doctor.specialty : siteConfigTranslations[locale].doctor.specialty

function layout(title: string, bodyHtml: string, locale: Locale = DEFAULT_LOCALE): string {
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:${C.bg};font-family:Inter,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:${C.text};line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:${C.surface};border:1px solid ${C.border};border-radius:12px;overflow:hidden">
<table role="presentation" style="border-collapse:collapse;width:100%;background:${C.primarySoft};border-bottom:3px solid ${C.primary}"><tr>
<td style="padding:16px 0 16px 24px;width:36px;vertical-align:middle">${logoSvg()}</td>
<td style="padding:16px 24px 16px 12px;vertical-align:middle"><div style="font-weight:bold;font-size:17px;color:${C.primary}">${escapeHtml(SITE_NAME)}</div><div style="font-size:13px;color:${C.muted}">${escapeHtml(specialtyIn(locale))}</div></td>
</tr></table>
<div style="padding:24px">
${bodyHtml}
<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid ${C.border};font-size:12px;color:${C.muted}">${escapeHtml(ACCOUNT_MAIL_TEXTS[locale].footer(SITE_NAME))}</p>
</div>
</div>
</body>
</html>`
}

const button = (href: string, label: string, locale: Locale = DEFAULT_LOCALE) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:${C.primary};color:${C.onPrimary};padding:12px 20px;border-radius:8px;font-weight:bold;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:${C.muted}">${escapeHtml(ACCOUNT_MAIL_TEXTS[locale].buttonFallback)}<br><a href="${escapeHtml(href)}" style="color:${C.primary};word-break:break-all">${escapeHtml(href)}</a></p>`

/**
 * A name is written only when the address is the account holder's (confirmed): a mail to an address not yet
 * confirmed may go to someone who never registered, and carries no text the registrant typed.
 */
const greeting = (locale: Locale, firstName?: string) => ACCOUNT_MAIL_TEXTS[locale].greeting(firstName)

/**
 * Goes to an address not yet confirmed: it takes no name (nor any other text the registrant typed). In `locale`,
 * the language of the page the visitor registered on (decision 0282); Turkish by default.
 */
export function confirmEmailMail(input: { link: string; validHours: number; locale?: Locale }): MailContent {
  const locale = input.locale ?? DEFAULT_LOCALE
  const t = ACCOUNT_MAIL_TEXTS[locale].confirm
  const subject = t.subject
  const intro = t.intro(SITE_NAME)
  const validity = t.validity(input.validHours)
  return {
    subject,
    text: `${greeting(locale)}\n\n${intro}\n\n${t.open}\n${input.link}\n\n${validity}\n\n${SITE_NAME}`,
    html: layout(
      subject,
      `${paragraphsHtml(greeting(locale))}${paragraphsHtml(intro)}${button(input.link, t.button, locale)}${paragraphsHtml(validity)}`,
      locale,
    ),
  }
}

/** `firstName` only when the account's address is confirmed (see `greeting`); in `locale`, Turkish by default. */
export function resetPasswordMail(input: {
  firstName?: string
  link: string
  validMinutes: number
  locale?: Locale
}): MailContent {
  const locale = input.locale ?? DEFAULT_LOCALE
  const t = ACCOUNT_MAIL_TEXTS[locale].reset
  const subject = t.subject
  const validity = t.validity(input.validMinutes)
  return {
    subject,
    text: `${greeting(locale, input.firstName)}\n\n${t.intro}\n\n${input.link}\n\n${validity}\n\n${SITE_NAME}`,
    html: layout(
      subject,
      `${paragraphsHtml(greeting(locale, input.firstName))}${paragraphsHtml(t.intro)}${button(input.link, t.button, locale)}${paragraphsHtml(validity)}`,
      locale,
    ),
  }
}

interface Field {
  label: string
  value: string | null | undefined
}

function noticeMail(
  subject: string,
  intro: string,
  fields: Field[],
  message: string,
  adminLink: string,
): MailContent {
  const present = fields.filter((f) => f.value)
  const textFields = present.map((f) => `${f.label}: ${f.value}`).join('\n')
  const htmlFields = present
    .map(
      (f) =>
        `<tr><td style="padding:4px 12px 4px 0;color:${C.muted};vertical-align:top">${escapeHtml(f.label)}</td><td style="padding:4px 0">${escapeHtml(f.value!)}</td></tr>`,
    )
    .join('')
  return {
    subject,
    text: `${intro}\n\n${textFields}\n\nMesaj:\n${message}\n\nYönetim panelinde görüntüleyin: ${adminLink}`,
    html: layout(
      subject,
      `${paragraphsHtml(intro)}<table style="border-collapse:collapse;margin:0 0 16px">${htmlFields}</table>
<div style="border-left:4px solid ${C.primary};padding:8px 12px;background:${C.surface2};margin:0 0 16px">${paragraphsHtml(message)}</div>
${button(adminLink, 'Yönetim panelinde aç')}`,
    ),
  }
}

export function wellnessNoticeMail(input: {
  senderName: string
  email?: string | null
  phoneNumber?: string | null
  patientName?: string | null
  message: string
  adminLink: string
}): MailContent {
  return noticeMail(
    `Yeni geçmiş olsun mesajı: ${headerText(input.senderName, 80)}`,
    'Web sitesinden yeni bir geçmiş olsun mesajı gönderildi.',
    [
      { label: 'Gönderen', value: input.senderName },
      { label: 'Hasta', value: input.patientName },
      { label: 'E-posta', value: input.email },
      { label: 'Telefon', value: input.phoneNumber },
    ],
    input.message,
    input.adminLink,
  )
}

export function contactNoticeMail(input: {
  name: string
  email: string
  phoneNumber?: string | null
  subject: string
  message: string
  appointmentClinic?: string | null
  appointmentDate?: string | null
  appointmentTime?: string | null
  /** The clinics by key, for the clinic's name (the saved settings'). */
  clinics?: readonly AppointmentClinic[]
  adminLink: string
}): MailContent {
  const { appointmentClinic: clinic, appointmentDate: date, appointmentTime: time } = input
  const appointment =
    clinic && date && time ? describeAppointment({ clinic, date, time }, input.clinics) : null
  return noticeMail(
    appointment
      ? `Yeni randevu talebi: ${headerText(input.name, 80)}`
      : `Yeni iletişim mesajı: ${headerText(input.subject, 80)}`,
    appointment
      ? 'Web sitesinden yeni bir randevu talebi gönderildi; randevuyu teyit etmek için gönderene telefonla dönün. Bu e-postayı yanıtladığınızda yanıtınız gönderene gider.'
      : 'Web sitesinin iletişim formundan yeni bir mesaj gönderildi. Bu e-postayı yanıtladığınızda yanıtınız gönderene gider.',
    [
      { label: 'Gönderen', value: input.name },
      { label: 'E-posta', value: input.email },
      { label: 'Telefon', value: input.phoneNumber },
      ...(appointment ? [{ label: 'Randevu talebi', value: appointment }] : []),
      { label: 'Konu', value: input.subject },
    ],
    input.message,
    input.adminLink,
  )
}
