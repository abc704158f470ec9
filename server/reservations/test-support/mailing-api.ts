/**
 * An API server whose mail goes to a real SMTP sink on loopback, sent within a fraction of a
 * second: for the tests that read the mail a guest or the resort receives.
 */
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink'
import type { TestEngine } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from './api-server'

export type MailingApi = { api: ApiServer; sink: SmtpSink; stop: () => Promise<void> }

/** The mail worker's pace in these tests: every 200 ms, a failed send tried again soon. */
export const FAST_MAIL = { intervalMs: 200, backoff: { firstMs: 200, maxMs: 400 } }

export async function startMailingApi(
  engine: TestEngine,
  { resortEmail = 'desk@resort.example' } = {},
): Promise<MailingApi> {
  const sink = await startSmtpSink()
  const api = await startApiServer(engine, {
    env: {
      SMTP_URL: sink.url,
      RESORT_EMAIL: resortEmail,
      SITE_ORIGIN: 'https://www.resort.example',
    },
    mail: FAST_MAIL,
  }).catch(async (error: unknown) => {
    await sink.stop()
    throw error
  })
  return {
    api,
    sink,
    stop: async () => {
      await api.stop()
      await sink.stop()
    },
  }
}
