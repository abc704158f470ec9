import { afterEach, expect, test, vi } from 'vitest'
import { JSON_WRITE, answering } from './fetch-stub'
import { channelsApi } from './channels-api'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('a feed is added with a JSON post of its room, name and address', async () => {
  const fetch = answering(201, { id: 9 })
  const feed = { roomId: 2, name: 'Airbnb, Cabana 1', url: 'https://www.airbnb.com/c.ics' }

  const result = await channelsApi.addFeed(feed)

  expect(result).toEqual({ ok: true, data: { id: 9 } })
  expect(fetch).toHaveBeenCalledWith('/api/staff/channels/feeds', {
    method: 'POST',
    ...JSON_WRITE,
    body: JSON.stringify(feed),
  })
})

test('a feed is removed with a DELETE labelled as JSON, without a body', async () => {
  const fetch = answering(200, {})

  await channelsApi.removeFeed(9)

  expect(fetch).toHaveBeenCalledWith('/api/staff/channels/feeds/9', {
    method: 'DELETE',
    ...JSON_WRITE,
  })
})

test('sync, rotate and resolve are JSON posts to their own addresses', async () => {
  const sent: [string, unknown][] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push([url, init.method === 'POST' && init.body])
      return new Response('{}', { status: 200 })
    }),
  )

  await channelsApi.syncFeed(9)
  await channelsApi.rotateExport(3)
  await channelsApi.resolveConflict(4, 'Moved the guest to Cabana 2.')

  expect(sent).toEqual([
    ['/api/staff/channels/feeds/9/sync', '{}'],
    ['/api/staff/channels/exports/3/rotate', '{}'],
    ['/api/staff/channels/conflicts/4/resolve', '{"note":"Moved the guest to Cabana 2."}'],
  ])
})
