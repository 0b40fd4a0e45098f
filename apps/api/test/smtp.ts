import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach } from 'vitest'

/** A message as the test SMTP server received it, decoded. */
export interface CapturedMail {
  from: string
  to: string[]
  headers: Map<string, string>
  subject: string
  text: string
  html: string
  /** Every http(s) link of the text part. */
  links: string[]
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = []
  const source = text.replace(/=\r?\n/g, '')
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(source.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(source.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body)
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    default:
      return body
  }
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replaceAll('_', ' ')),
    )
}

/** The text and HTML parts of a MIME message (nested multiparts included). */
function parts(raw: string): { headers: Map<string, string>; text: string; html: string } {
  const split = raw.search(/\r?\n\r?\n/)
  const headers = parseHeaders(split < 0 ? raw : raw.slice(0, split))
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '')
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const result = { headers, text: '', html: '' }
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break
      const inner = parts(chunk.replace(/^\r?\n/, ''))
      result.text ||= inner.text
      result.html ||= inner.html
    }
    return result
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'))
  return type.toLowerCase().startsWith('text/html')
    ? { headers, text: '', html: decoded }
    : { headers, text: decoded, html: '' }
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): CapturedMail {
  const { headers, text, html } = parts(raw)
  return {
    ...envelope,
    headers,
    subject: decodeHeader(headers.get('subject') ?? ''),
    text,
    html,
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
  }
}

export interface TestSmtp {
  /** smtp://127.0.0.1:<port>, known once the server listens (read it lazily, e.g. through a getter). */
  readonly url: string
  /** Messages received since the current test started. */
  readonly messages: CapturedMail[]
  /** How long the server takes to accept each message (a slow mail server); 0 by default. */
  delayMs: number
  /** The first message (received already or within the timeout) that matches. */
  waitFor(match: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>
}

/**
 * Starts a real SMTP server on 127.0.0.1 (a free port) for the test file: plain SMTP, no authentication, every
 * message kept. Register it before useTestApp and hand the app its URL: `useTestApp({ get smtpUrl() { return
 * smtp.url } })`.
 */
export function useSmtpServer(): TestSmtp {
  let server: SMTPServer
  let url = ''
  const messages: CapturedMail[] = []
  const state = { delayMs: 0 }

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          }
          setTimeout(() => {
            messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope))
            callback()
          }, state.delayMs)
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`
  })

  beforeEach(() => {
    messages.length = 0
  })

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  return {
    get url() {
      return url
    },
    messages,
    get delayMs() {
      return state.delayMs
    },
    set delayMs(value) {
      state.delayMs = value
    },
    async waitFor(match, timeoutMs = 5000) {
      // performance.now(): tests may freeze Date.
      const deadline = performance.now() + timeoutMs
      for (;;) {
        const found = messages.find(match)
        if (found) return found
        if (performance.now() > deadline)
          throw new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    },
  }
}
