// The floor: a page with one heading and the hero picture a phone gets on /,
// served from memory on loopback with no stylesheet, script or web font. Lighthouse's figures
// for it are what this machine and Lighthouse's simulation give the smallest page, and the
// site's own figures are read against them: a first paint always has some main-thread work,
// and the simulation may count part of it as blocking time.
//
// It carries the site's security headers. One of them changes what Lighthouse measures:
// Cross-Origin-Opener-Policy makes Chrome commit the page in a new renderer process rather
// than in the one that held Lighthouse's blank page, and that commit (a fresh JavaScript
// context) is a 13 to 53 ms task here that the simulation can count in TBT (decision 007). A
// floor without the header would be measured on a navigation the site's pages never get.

import { readFileSync, readdirSync } from 'node:fs'
import http from 'node:http'
import { join } from 'node:path'
import { securityHeaders } from '../../server/http-rules.js'
import { LOOPBACK } from './processes.mjs'

/** The floor styles itself with style="" attributes, which no hash can allow: the CSP's
 * 'unsafe-inline' for styles, as the site gets when its HTML has such attributes. */
const FLOOR_HEADERS = securityHeaders({
  scriptHashes: [],
  styleHashes: [],
  inlineStyleAttributes: true,
})

export const FLOOR_LABEL = 'floor: one picture'

/** The 960 px phone crop of the first slide: the file a 412 px phone at 1.75x shows on /. */
const HERO_ON_A_PHONE = /^slide-1-phone-960-\w+\.avif$/

/**
 * @param {string} picturesDir the build's client/pictures folder
 * @returns {string | null}
 */
export function floorPicture(picturesDir) {
  const name = readdirSync(picturesDir).find((file) => HERO_ON_A_PHONE.test(file))
  return name ? join(picturesDir, name) : null
}

export const FLOOR_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>One picture</title>
<meta name="description" content="A page with one heading and one picture, for comparison.">
<link rel="icon" href="data:,">
</head>
<body style="margin:0;font-family:sans-serif">
<main>
<h1>One picture</h1>
<img src="/picture.avif" alt="The sea at sunset" width="960" height="1200" fetchpriority="high" style="display:block;width:100%;height:600px;object-fit:cover">
</main>
</body>
</html>
`

/**
 * Serves the floor page on a free loopback port: `/` and `/picture.avif`, 404 for the rest.
 * @param {string} picturePath
 */
export async function startFloorServer(picturePath) {
  const picture = readFileSync(picturePath)
  const server = http.createServer((request, response) => {
    const body =
      request.url === '/'
        ? { type: 'text/html; charset=utf-8', data: FLOOR_HTML }
        : request.url === '/picture.avif'
          ? { type: 'image/avif', data: picture }
          : null
    response.writeHead(body ? 200 : 404, {
      ...FLOOR_HEADERS,
      'content-type': body?.type ?? 'text/plain; charset=utf-8',
      'cache-control': 'no-cache',
    })
    response.end(body?.data ?? 'not found')
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, LOOPBACK, () => resolve(undefined))
  })
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('floor server has no port')
  return {
    url: `http://${LOOPBACK}:${address.port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}
