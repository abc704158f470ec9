/** Who sent a request and where this site is, read from the connection Node hands Hono. */
import type { HttpBindings } from '@hono/node-server'
import { clientAddress, listeningOrigin } from './request-guards'

/** What these read of a Hono context on Node, whatever its variables. */
type NodeContext = {
  env: HttpBindings
  req: { header: (name: string) => string | undefined }
}

/** The client's address for rate limits: the proxy's word for it only when it is trusted. */
export function addressOf(c: NodeContext, deps: { trustProxy: boolean }): string {
  return clientAddress(
    c.env.incoming.socket.remoteAddress,
    c.req.header('x-forwarded-for'),
    deps.trustProxy,
  )
}

/** The origin the links in mail point at: SITE_ORIGIN, or the address this server listens on. */
export function siteOriginOf(c: NodeContext, deps: { siteOrigin: string | null }): string {
  return deps.siteOrigin ?? listeningOrigin(c.env.incoming.socket)
}
