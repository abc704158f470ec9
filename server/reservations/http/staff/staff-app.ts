/** What every area of the staff API is built on: its app, its dependencies, its helpers. */
import type { HttpBindings } from '@hono/node-server'
import type { Context, Hono } from 'hono'
import type { StaffMember } from '../../../../domain/staff-contract'
import type { Db } from '../../data/connect'
import type { ReceiptStore } from '../../payments/receipt-store'
import type { ChannelSyncContext } from '../../services/channel-sync'
import type { ChannelsContext } from '../../services/channels'
import type { LiveFeed } from '../../services/live-feed'
import type { DeskContext } from '../../services/staff-desk'
import type { SignInLimiter } from '../rate-limits'

export type StaffApiDependencies = {
  db: Db
  desk: DeskContext
  /** Guests' receipts of transfer, which staff view. */
  receipts: ReceiptStore
  channels: ChannelsContext
  channelSync: ChannelSyncContext
  /** Starts a feed's sync in the background (its outcome is the feed's status). */
  syncFeedSoon: (feedId: number) => void
  signInLimiter: SignInLimiter
  liveFeed: LiveFeed
  trustProxy: boolean
  siteOrigin: string | null
  mailQueued: () => void
  log: (line: string) => void
  now: () => Date
}

/** Past the session check, every request knows who makes it. */
export type StaffEnv = { Bindings: HttpBindings; Variables: { staff: StaffMember } }
export type StaffApp = Hono<StaffEnv>
export type StaffContext = Context<StaffEnv>

/** For a write that queued mail: it goes out now rather than at the next tick. */
export function mailedWhenDone<T extends { ok: boolean }>(
  deps: StaffApiDependencies,
  outcome: T,
): T {
  if (outcome.ok) deps.mailQueued()
  return outcome
}
