/**
 * Reservations mode taking deposits online, as the API tests meet it: the real server on a fresh
 * database of either engine, beside the PayMongo stand-in, each knowing the other's address.
 */
import type { TestEngine } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from './api-server'
import { startPaymongoStandIn, type PaymongoStandIn } from './paymongo-stand-in'

export const RESORT_EMAIL = 'frontdesk@aloncove.example'

export type OnlinePayments = {
  api: ApiServer
  standIn: PaymongoStandIn
  stop: () => Promise<void>
}

/** Deposits of 30% paid online; refunds retried at once, three times at most. */
export async function startOnlinePayments(
  engine: TestEngine,
  keys: { secretKey: string; webhookSecret: string },
): Promise<OnlinePayments> {
  const standIn = await startPaymongoStandIn(keys)
  const api = await startApiServer(engine, {
    env: {
      PAYMENTS: 'online',
      DEPOSIT: '30%',
      PAYMONGO_SECRET_KEY: keys.secretKey,
      PAYMONGO_WEBHOOK_SECRET: keys.webhookSecret,
      PAYMONGO_API_URL: standIn.url,
      RESORT_EMAIL,
    },
    refunds: { intervalMs: 50, maxAttempts: 3, backoff: { firstMs: 10, maxMs: 20 } },
  }).catch(async (error: unknown) => {
    await standIn.close()
    throw error
  })
  standIn.setWebhookUrl(`${api.url}/api/payments/paymongo`)
  return {
    api,
    standIn,
    async stop() {
      await api.stop()
      await standIn.close()
    },
  }
}
