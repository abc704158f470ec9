/**
 * Sends what the outbox holds (./outbox.ts), every few seconds and whenever poked (a booking
 * pokes it after its transaction commits, so the guest's mail leaves at once). Failures wait
 * longer each time; nothing is ever dropped. Logs name the outbox id and the kind of mail,
 * never an address or a name (docs/reservations.md, "Security": no personal data in logs).
 */
import { createTransport, type SendMailOptions } from 'nodemailer'
import type { Db, Engine } from '../data/connect'
import type { OutboxRow } from '../data/tables'
import { startPeriodicWorker } from '../background/periodic-worker'
import { invoiceNumbered } from '../data/invoices'
import { invoicePdf } from './invoice-pdf'
import { renderLetterHtml } from './html-email'
import { readLetter } from './letter'
import { stayCalendar } from './stay-calendar'
import {
  claimDueEmails,
  cleanError,
  DEFAULT_BACKOFF,
  isPermanentFailure,
  markFailed,
  markSent,
  markUndeliverable,
  releaseEmails,
  type Backoff,
} from './outbox'

export type MailWorkerOptions = {
  db: Db
  engine: Engine
  /** null: mail stays queued, each logged once as not sent (README, SMTP_URL). */
  smtpUrl: string | null
  mailFrom: string
  log: (line: string) => void
  intervalMs?: number
  batchSize?: number
  /** How long a claimed row is ours; must outlast a batch of sends (see claimDueEmails). */
  leaseMs?: number
  backoff?: Backoff
  /** Limits on one SMTP conversation, so a server that accepts and then says nothing cannot hang us. */
  smtpTimeoutsMs?: { connection: number; greeting: number; socket: number }
  now?: () => Date
}

export type MailWorker = { poke(): void; stop(): Promise<void> }

const DEFAULTS = {
  intervalMs: 5000,
  batchSize: 10,
  leaseMs: 5 * 60_000,
  smtpTimeoutsMs: { connection: 5000, greeting: 5000, socket: 10_000 },
}
// A full batch means more may be waiting; a few more batches at once, then the next tick.
const MAX_BATCHES_PER_RUN = 10

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const intervalMs = options.intervalMs ?? DEFAULTS.intervalMs
  const now = options.now ?? (() => new Date())
  const deliver = options.smtpUrl ? sender(options, now) : notSentLogger(options)

  const loop = startPeriodicWorker({
    intervalMs,
    run: (stopping) => deliver.run(stopping),
    failed: (error) =>
      // The database may be away for a moment; the next tick tries again.
      options.log(
        `mail worker: outbox unavailable, retrying in ${intervalMs} ms: ${cleanError(message(error))}`,
      ),
  })
  return {
    poke: () => loop.poke(),
    async stop() {
      await loop.stop()
      deliver.close()
    },
  }
}

/** `stopping` is asked between mails, so stop() waits for one send at most, not a whole run. */
type Deliverer = { run: (stopping: () => boolean) => Promise<void>; close: () => void }

function sender(options: MailWorkerOptions, now: () => Date): Deliverer {
  const { db, engine, mailFrom, log } = options
  const batchSize = options.batchSize ?? DEFAULTS.batchSize
  const leaseMs = options.leaseMs ?? DEFAULTS.leaseMs
  const backoff = options.backoff ?? DEFAULT_BACKOFF
  const timeouts = options.smtpTimeoutsMs ?? DEFAULTS.smtpTimeoutsMs
  const transport = createTransport({
    url: options.smtpUrl ?? undefined,
    connectionTimeout: timeouts.connection,
    greetingTimeout: timeouts.greeting,
    socketTimeout: timeouts.socket,
  })

  const send = async (row: OutboxRow) => {
    const attempts = row.attempts + 1
    const rich = await richParts(db, row, log)
    try {
      await transport.sendMail({
        from: mailFrom,
        // An object, not a string: a string would be parsed, and a comma in it would add a recipient.
        to: { name: '', address: row.to_address },
        subject: row.subject,
        text: row.text_body,
        ...rich,
        // RFC 3834: an automatic mail, so autoresponders do not answer it.
        headers: { 'Auto-Submitted': 'auto-generated' },
      })
    } catch (error) {
      const reason = smtpError(error)
      if (isPermanentFailure(responseCodeOf(error))) {
        await markUndeliverable(db, row, reason, attempts, now())
        log(`mail ${row.id} (${row.kind}) refused for good, not retried: ${reason}`)
        return
      }
      const next = await markFailed(db, row.id, reason, attempts, now(), backoff)
      log(
        `mail ${row.id} (${row.kind}) not sent, attempt ${attempts}, next at ${next.toISOString()}: ${reason}`,
      )
      return
    }
    await markSent(db, row.id, attempts, now())
  }

  return {
    async run(stopping) {
      for (let batch = 0; batch < MAX_BATCHES_PER_RUN && !stopping(); batch += 1) {
        const rows = await claimDueEmails(db, engine, now(), batchSize, leaseMs)
        for (const [index, row] of rows.entries()) {
          if (stopping()) {
            // Handed back now rather than when the lease ends, so a restart sends them at once.
            await releaseEmails(
              db,
              rows.slice(index).map((unsent) => unsent.id),
            )
            return
          }
          await send(row)
        }
        if (rows.length < batchSize) return
      }
    },
    close: () => transport.close(),
  }
}

/** Without SMTP_URL nothing is sent; each queued mail is logged once, oldest first. */
function notSentLogger({ db, log, batchSize = DEFAULTS.batchSize }: MailWorkerOptions): Deliverer {
  let lastLoggedId = 0
  return {
    async run(stopping) {
      for (let batch = 0; batch < MAX_BATCHES_PER_RUN && !stopping(); batch += 1) {
        const rows = await db
          .selectFrom('email_outbox')
          .select(['id', 'kind'])
          .where('sent_at', 'is', null)
          .where('id', '>', lastLoggedId)
          .orderBy('id')
          .limit(batchSize)
          .execute()
        for (const row of rows) {
          log(`mail ${row.id} (${row.kind}) not sent: no SMTP_URL`)
          lastLoggedId = row.id
        }
        if (rows.length < batchSize) return
      }
    },
    close: () => {},
  }
}

/**
 * A guest mail's HTML alternative, its stay's calendar and its invoice, made from the stored
 * letter. A row without one (a notice to the resort) goes as text alone, and so does one whose
 * letter cannot be read or drawn: the text says it all, and a mail is never held back for its
 * looks.
 */
async function richParts(
  db: Db,
  row: OutboxRow,
  log: (line: string) => void,
): Promise<Pick<SendMailOptions, 'html' | 'attachments'>> {
  if (row.letter === null || row.letter === '') return {}
  const letter = readLetter(row.letter)
  try {
    if (!letter) throw new Error('unreadable letter')
    const html = await renderLetterHtml(letter)
    const calendar = stayCalendar(letter, new Date(row.created_at))
    return {
      html,
      attachments: [
        ...(calendar && letter.stay
          ? [
              {
                filename: `stay-${letter.stay.ref}.ics`,
                content: calendar,
                contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              },
            ]
          : []),
        ...(letter.invoice ? [await invoiceAttachment(db, letter.invoice)] : []),
      ],
    }
  } catch (error) {
    log(`mail ${row.id} (${row.kind}) goes as text alone: ${cleanError(message(error))}`)
    return {}
  }
}

/** Drawn from the document as issued, so the guest's copy is the one the resort keeps. */
async function invoiceAttachment(db: Db, number: string) {
  const stored = await invoiceNumbered(db, number)
  if (!stored) throw new Error(`no invoice ${number}`)
  return {
    filename: `${number}.pdf`,
    content: await invoicePdf(stored.document),
    contentType: 'application/pdf',
  }
}

function responseCodeOf(error: unknown): number | undefined {
  const { responseCode } = (error ?? {}) as { responseCode?: unknown }
  return typeof responseCode === 'number' ? responseCode : undefined
}

/** What went wrong, by nodemailer's code and the server's reply code, without addresses. */
function smtpError(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown }
  const parts = [
    typeof code === 'string' ? code : null,
    typeof responseCode === 'number' ? String(responseCode) : null,
  ]
  const label = parts.filter(Boolean).join(' ')
  return cleanError(`${label}${label ? ': ' : ''}${message(error)}`)
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
