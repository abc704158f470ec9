// A small stand-in for `npm run build` output, written to a temp folder, with secrets planted
// around it so tests can prove no byte from outside build/client is ever served.

import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { postbuild } from '../../scripts/postbuild.mjs'

export const FIXTURE_FILES = {
  script: '/assets/entry-Bq3x_9Zk.js',
  style: '/assets/root-C0ffee42.css',
  font: '/assets/serif-latin-400-D1a2b3c4.woff2',
  picture: '/pictures/hero-1-9f8e7d6c.avif',
  bigPicture: '/pictures/hero-2-5a4b3c2d.webp',
  favicon: '/favicon.svg',
} as const

export const FIXTURE_TEXT = {
  home: 'FIXTURE HOME PAGE',
  room: (id: number) => `FIXTURE ROOM ${id} DETAILS`,
  emptyRoom: 'FIXTURE EMPTY ROOM',
  notARoom: 'FIXTURE NOT A ROOM',
  staffReservation: 'FIXTURE STAFF RESERVATION SCREEN',
  notAStaffScreen: 'FIXTURE NOT A STAFF SCREEN',
  notFound: '404 Page Not Found',
  koHome: 'FIXTURE KOREAN HOME',
  koEmptyRoom: 'FIXTURE KOREAN EMPTY ROOM',
  koNotARoom: 'FIXTURE KOREAN NOT A ROOM',
  koNotFound: 'FIXTURE KOREAN NOT FOUND',
} as const

export interface FixtureBuild {
  root: string
  buildDir: string
  secret: string
  bigPictureSize: number
  remove: () => void
}

function page(title: string, body: string, moreScripts = 0): string {
  // Two inline scripts like React Router's prerender: the context and the module bootstrap.
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<link rel="stylesheet" href="${FIXTURE_FILES.style}">
<link rel="modulepreload" href="${FIXTURE_FILES.script}">
</head><body><main><h1>${body}</h1>${'<p>Rooms by the sea. </p>'.repeat(40)}</main>
<script>window.__reactRouterContext = ${JSON.stringify({ title })};</script>
${Array.from({ length: moreScripts }, (_, index) => `<script>window.__part = ${index};</script>`).join('\n')}
<script type="module">import "${FIXTURE_FILES.script}";</script>
</body></html>
`
}

// The real site's pages have about 70 inline scripts between them, one CSP hash each: more
// than nginx reads in one parameter (postbuild.mjs, nginxLongHeaderMaps). One fixture page
// carries as many, so nginx is run on a CSP of that size.
const LIKE_THE_SITE = 80

/**
 * Writes the fixture and runs the real post-build step over it. `reservations` marks it as a
 * RESERVATIONS=on build (the API bundle is added by the test that needs it); `parent` is where
 * the temp folder goes: the bundle finds its packages only from inside the project.
 */
export function createFixtureBuild({ reservations = false, parent = tmpdir() } = {}): FixtureBuild {
  mkdirSync(parent, { recursive: true })
  const root = mkdtempSync(join(parent, 'resort-fixture-'))
  const buildDir = join(root, 'build')
  const clientDir = join(buildDir, 'client')
  const secret = `SECRET-${randomBytes(12).toString('hex')}`
  const write = (path: string, content: string | Buffer) => {
    const full = join(clientDir, path)
    mkdirSync(dirname(full), { recursive: true })
    writeFileSync(full, content)
  }

  writeFileSync(join(root, 'SECRET.txt'), `${secret}\n`)
  mkdirSync(clientDir, { recursive: true })
  writeFileSync(join(buildDir, 'SECRET.txt'), `${secret}\n`)
  writeFileSync(
    join(buildDir, 'site.json'),
    JSON.stringify({
      pages: [
        '/',
        '/room/1',
        '/room/2',
        '/room/3',
        ...(reservations ? ['/staff/reservation'] : ['/ko', '/ko/room/1']),
      ],
      notFoundPage: '404/index.html',
      emptyRoomPage: 'room/0/index.html',
      notARoomPage: 'room/not-a-room/index.html',
      name: 'Fixture Resort',
      ...(reservations
        ? { reservations: true, notAStaffScreenPage: 'staff/not-a-screen/index.html' }
        : { languages: ['ko'] }),
    }),
  )

  write('index.html', page('Home', FIXTURE_TEXT.home))
  for (const id of [1, 2, 3])
    write(
      `room/${id}/index.html`,
      page(`Room ${id}`, FIXTURE_TEXT.room(id), id === 3 ? LIKE_THE_SITE : 0),
    )
  write('room/0/index.html', page('Room', FIXTURE_TEXT.emptyRoom))
  write('room/not-a-room/index.html', page('Not found', FIXTURE_TEXT.notARoom))
  write('404/index.html', page('Not found', FIXTURE_TEXT.notFound))
  if (reservations) {
    write('staff/reservation/index.html', page('Reservation', FIXTURE_TEXT.staffReservation))
    write('staff/not-a-screen/index.html', page('Not found', FIXTURE_TEXT.notAStaffScreen))
  } else {
    // One language beside English, with its own 404 pages under its prefix.
    write('ko/index.html', page('Home', FIXTURE_TEXT.koHome))
    write('ko/room/1/index.html', page('Room 1', FIXTURE_TEXT.room(1)))
    // The room page's loader data, as React Router writes it beside a page that has a loader.
    write('ko/room/1.data', '[{"_1":2},"ko-room"]')
    write('ko/room/0/index.html', page('Room', FIXTURE_TEXT.koEmptyRoom))
    write('ko/room/not-a-room/index.html', page('Not found', FIXTURE_TEXT.koNotARoom))
    write('ko/404/index.html', page('Not found', FIXTURE_TEXT.koNotFound))
  }
  write(FIXTURE_FILES.script, `console.log(${JSON.stringify('hydrate '.repeat(200))})\n`)
  write(FIXTURE_FILES.style, `${'main { color: #123; }\n'.repeat(100)}`)
  write(FIXTURE_FILES.font, randomBytes(2048))
  write(FIXTURE_FILES.picture, randomBytes(4096))
  // Bigger than every socket buffer, so aborted and slow downloads are really mid-transfer.
  const bigPictureSize = 4 * 1024 * 1024
  write(FIXTURE_FILES.bigPicture, randomBytes(bigPictureSize))
  write(
    FIXTURE_FILES.favicon,
    `<svg xmlns="http://www.w3.org/2000/svg"><title>${'x'.repeat(300)}</title></svg>`,
  )

  // Things that exist inside the client folder but must never be served.
  write('.env', `TOKEN=${secret}\n`)
  write('.git/config', `[secret]\n  value = ${secret}\n`)
  write('assets/.hidden', secret)
  symlinkSync(join(root, 'SECRET.txt'), join(clientDir, 'link-out.txt'))
  mkdirSync(join(root, 'outside'))
  writeFileSync(join(root, 'outside', 'SECRET.txt'), `${secret}\n`)
  symlinkSync(join(root, 'outside'), join(clientDir, 'link-dir'))

  postbuild(buildDir)
  return {
    root,
    buildDir,
    secret,
    bigPictureSize,
    remove: () => rmSync(root, { recursive: true, force: true }),
  }
}
