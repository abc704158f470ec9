// A real SMTP server on loopback that keeps what it receives (docs/reservations.md, "Emails": tests
// receive mail in a real SMTP server, never a mock). Plain SMTP, no TLS, any or no login.

import { EventEmitter } from 'node:events'
import { simpleParser } from 'mailparser'
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'

export type ReceivedMail = {
  /** The envelope's sender and recipients: where the mail really came from and went. */
  from: string
  to: string[]
  subject: string
  /** The plain-text body, decoded (quoted-printable or base64 undone). */
  text: string
  /** The HTML alternative, decoded; '' for a mail of text alone. */
  html: string
  /** Every attached file, its content decoded as UTF-8, and as it came for a binary file. */
  attachments: { filename: string; contentType: string; content: string; bytes: Buffer }[]
  /** The message as it came over the wire, headers included. */
  raw: string
}

export type SmtpSink = {
  url: string
  port: number
  messages: ReceivedMail[]
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>
  /** While down, every connection is greeted with 421 and closed, as by a server in trouble. */
  setDown(down: boolean): void
  /** Answers RCPT TO for this address with a permanent 550, as for a mailbox that does not exist. */
  refuseRecipient(address: string): void
  stop(): Promise<void>
}

const LOOPBACK = '127.0.0.1'
// A bound on a mail's arrival, not a sleep: the wait ends as the mail comes. The mail worker's
// tick, rendering and SMTP took more than 5 s on a machine at load 23 (booking-emails' first test).
const DEFAULT_WAIT_MS = 10_000
const MAX_MESSAGE_BYTES = 1024 * 1024

/** Port 0 (the default) picks a free one; pass a stopped sink's port to bring it back there. */
export async function startSmtpSink({ port = 0 }: { port?: number } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = []
  const arrivals = new EventEmitter()
  let down = false
  const refused = new Set<string>()

  const server = new SMTPServer({
    secure: false,
    // Advertising STARTTLS would make nodemailer upgrade to the package's self-signed certificate.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    // A reverse DNS lookup of 127.0.0.1 tells us nothing, and waits up to 1.5 s without DNS.
    disableReverseLookup: true,
    size: MAX_MESSAGE_BYTES,
    // Stopping waits for open connections no longer than this.
    closeTimeout: 500,
    onConnect(_session, callback) {
      callback(down ? smtpError(421, 'service not available, try again later') : null)
    },
    onRcptTo(address, _session, callback) {
      callback(
        refused.has(address.address.toLowerCase())
          ? smtpError(550, 'no such mailbox here')
          : undefined,
      )
    },
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' })
    },
    onData(stream, session, callback) {
      receive(stream, session)
        .then((mail) => {
          messages.push(mail)
          arrivals.emit('mail', mail)
          callback()
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        )
    },
  })

  const boundPort = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, LOOPBACK, () => {
      const address = server.server.address()
      resolve(typeof address === 'object' && address ? address.port : port)
    })
  })

  let stopping: Promise<void> | null = null
  return {
    url: `smtp://${LOOPBACK}:${boundPort}`,
    port: boundPort,
    messages,
    waitFor: (predicate, timeoutMs = DEFAULT_WAIT_MS) =>
      waitForMail(messages, arrivals, predicate, timeoutMs),
    setDown(value) {
      down = value
    },
    refuseRecipient(address) {
      refused.add(address.toLowerCase())
    },
    stop() {
      stopping ??= new Promise((resolve) => server.close(() => resolve()))
      return stopping
    },
  }
}

async function receive(
  stream: SMTPServerDataStream,
  session: SMTPServerSession,
): Promise<ReceivedMail> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  const raw = Buffer.concat(chunks).toString('utf8')
  const parsed = await simpleParser(raw)
  const { mailFrom, rcptTo } = session.envelope
  return {
    from: mailFrom ? mailFrom.address : '',
    to: rcptTo.map((recipient) => recipient.address),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      content: attachment.content.toString('utf8'),
      bytes: attachment.content,
    })),
    raw,
  }
}

function waitForMail(
  messages: ReceivedMail[],
  arrivals: EventEmitter,
  predicate: (mail: ReceivedMail) => boolean,
  timeoutMs: number,
): Promise<ReceivedMail> {
  const already = messages.find(predicate)
  if (already) return Promise.resolve(already)
  return new Promise((resolve, reject) => {
    const onMail = (mail: ReceivedMail) => {
      if (!predicate(mail)) return
      clearTimeout(timer)
      arrivals.off('mail', onMail)
      resolve(mail)
    }
    const timer = setTimeout(() => {
      arrivals.off('mail', onMail)
      const subjects = messages.map((mail) => mail.subject).join(' | ') || 'none'
      reject(new Error(`no matching mail within ${timeoutMs} ms; received: ${subjects}`))
    }, timeoutMs)
    arrivals.on('mail', onMail)
  })
}

function smtpError(responseCode: number, message: string): Error {
  // smtp-server answers with the error's responseCode instead of its default 554.
  return Object.assign(new Error(message), { responseCode })
}
