import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { waitFor } from './product.ts'

/**
 * The product's mails: without SMTP_URL the API writes each one to DATA_DIR/outbox as an .eml file, the way an SMTP
 * peer would receive it. Specs read them as a person reads their mailbox.
 */
export interface Mail {
  to: string
  subject: string
  text: string
  /** Every http(s) link in the text body. */
  links: string[]
}

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (support/global-setup.ts sets it)')
  return path.join(dataDir, 'outbox')
}

async function readMails(): Promise<Mail[]> {
  const dir = outboxDir()
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort()
  return Promise.all(
    names.map(async (name) => {
      const parsed = await simpleParser(await readFile(path.join(dir, name)))
      const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text
      const text = parsed.text ?? ''
      return { to: to ?? '', subject: parsed.subject ?? '', text, links: text.match(/https?:\/\/\S+/g) ?? [] }
    }),
  )
}

/** The newest mail to `address` whose subject matches, waiting up to 15 s for it to be written. */
export async function mailTo(address: string, subject: RegExp): Promise<Mail> {
  return waitFor(
    `a mail to ${address} (${subject})`,
    async () =>
      (await readMails())
        .filter((m) => m.to.toLowerCase() === address.toLowerCase() && subject.test(m.subject))
        .at(-1),
    15_000,
  )
}

/** The first link of a mail that opens `pathname` on the site (e.g. /confirm-email). */
export function linkTo(mail: Mail, pathname: string): string {
  const link = mail.links.find((l) => new URL(l).pathname === pathname)
  if (!link) throw new Error(`no ${pathname} link in "${mail.subject}":\n${mail.text}`)
  return link
}
