import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import nodemailer, { type Transporter } from 'nodemailer'
import type { MailContent } from '../lib/mail-templates.ts'

export interface MailMessage extends MailContent {
  to: string
  replyTo?: string
}

export interface Mailer {
  /** Sends now; rejects when the mail server refuses. */
  send(message: MailMessage): Promise<void>
  /** Sends in the background, outside the request's critical path (and its timing); failures are logged. */
  sendLater(message: MailMessage): void
  /** Resolves once every background send has finished. */
  idle(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

const LINK = /https?:\/\/[^\s<>"]+/g

/**
 * E-mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written to DATA_DIR/outbox as an
 * .eml file and its links are logged, so a developer can follow them without a mail server.
 */
export default fp(async function mailPlugin(
  app: FastifyInstance,
  opts: { smtpUrl: string | undefined; from: string; outboxDir: string },
) {
  const transport: Transporter = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const pending = new Set<Promise<void>>()

  async function send(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({
      from: opts.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
    })
    if (opts.smtpUrl) return
    await mkdir(opts.outboxDir, { recursive: true })
    const file = path.join(
      opts.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
    )
    await writeFile(file, info.message as Buffer)
    app.log.info(
      { to: message.to, subject: message.subject, file, links: message.text.match(LINK) ?? [] },
      'mail written to outbox',
    )
  }

  app.decorate<Mailer>('mailer', {
    send,
    sendLater(message) {
      const task = send(message)
        .catch((error: unknown) =>
          app.log.error({ err: error, to: message.to, subject: message.subject }, 'mail not sent'),
        )
        .finally(() => pending.delete(task))
      pending.add(task)
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending])
    },
  })

  app.addHook('onClose', async () => {
    await app.mailer.idle()
    transport.close()
  })
})
