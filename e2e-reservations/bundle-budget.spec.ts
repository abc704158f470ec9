/**
 * docs/reservations.md, "The switch and the configuration": the default build carries no reservations code and its
 * first-load JS of / stays within the 120 KiB bar; the RESERVATIONS=on build's first-load JS
 * of / is at most 10 KiB (gzip) more. Reads both builds (`npm test` makes both before this
 * suite runs); no browser needed.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { measureFirstLoad, pageFiles } from '../scripts/bench/first-load.mjs'

const KIB = 1024

function firstLoadOfHome(buildDir: string) {
  const [home] = measureFirstLoad(join(buildDir, 'client'), [{ page: '/', file: 'index.html' }])
  if (!home) throw new Error(`no first load measured in ${buildDir}`)
  return home
}

test('the default build has no reservations code, and its first-load JS of / is within 120 KiB gzip', () => {
  test.skip(test.info().project.name !== 'desktop', 'a build check: once is enough')
  const assets = join('build', 'client', 'assets')
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'))

  const mentioningApi = scripts.filter((name) =>
    readFileSync(join(assets, name), 'utf8').includes('/api/'),
  )

  expect(scripts.length).toBeGreaterThan(0)
  expect(mentioningApi).toEqual([])
  expect(firstLoadOfHome('build').gzip).toBeLessThanOrEqual(120 * KIB)
})

test('every page of the default build, in every language and its 404s, is within 120 KiB gzip', () => {
  test.skip(test.info().project.name !== 'desktop', 'a build check: once is enough')
  const site = JSON.parse(readFileSync(join('build', 'site.json'), 'utf8')) as {
    pages: string[]
    notFoundPage: string
    languages: string[]
  }
  const notFound = site.languages.map((lang) => ({
    page: `/${lang}/404`,
    file: `${lang}/${site.notFoundPage}`,
  }))

  const pages = measureFirstLoad(join('build', 'client'), [...pageFiles(site, '/404'), ...notFound])

  expect(site.languages.length).toBeGreaterThan(0)
  for (const lang of site.languages) expect(site.pages).toContain(`/${lang}`)
  for (const { page, gzip } of pages) expect(gzip, page).toBeLessThanOrEqual(120 * KIB)
})

test('reservations mode adds at most 10 KiB gzip to the first-load JS of /', () => {
  test.skip(test.info().project.name !== 'desktop', 'a build check: once is enough')

  const base = firstLoadOfHome('build').gzip
  const withReservations = firstLoadOfHome('build-reservations').gzip

  const site = JSON.parse(readFileSync(join('build-reservations', 'site.json'), 'utf8')) as {
    reservations?: boolean
  }

  expect(site.reservations).toBe(true)
  expect(withReservations - base).toBeLessThanOrEqual(10 * KIB)
})

test("reservations mode's home in every language is within the same 10 KiB over the default's /", () => {
  test.skip(test.info().project.name !== 'desktop', 'a build check: once is enough')
  const base = firstLoadOfHome('build').gzip
  const site = JSON.parse(readFileSync(join('build-reservations', 'site.json'), 'utf8')) as {
    languages: string[]
  }
  const homes = measureFirstLoad(
    join('build-reservations', 'client'),
    site.languages.map((lang) => ({ page: `/${lang}`, file: `${lang}/index.html` })),
  )

  expect(homes).toHaveLength(4)
  for (const { page, gzip } of homes) expect(gzip - base, page).toBeLessThanOrEqual(10 * KIB)
})
