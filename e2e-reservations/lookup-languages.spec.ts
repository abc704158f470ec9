/**
 * The guest's reservation page in each language (issue 38): a stay booked through the API is
 * found on `/{lang}/reservation` by reference and email, and the page says where it stands, what
 * it costs and what the guest may do in the page's language, whatever the booking was made in.
 * Every test's stays are in guest slot 41, on the Hotel Rooms (six units: one a language).
 */
import { expect, test, type Page } from '@playwright/test'
import { resort } from '../content/resort'
import type { ReservationView } from '../domain/api-contract'
import { addDays } from '../domain/calendar'
import { formatCentavos } from '../domain/money'
import { fill } from '../app/i18n/locale'
import { BOOKING_CATALOGUES } from '../app/i18n/catalogues'
import type { Language } from '../app/i18n/languages'
import { stayTalk } from '../app/i18n/use-stay-words'
import { lookupEn, type LookupWords } from '../app/i18n/messages/lookup/en'
import { lookupFil } from '../app/i18n/messages/lookup/fil'
import { lookupJa } from '../app/i18n/messages/lookup/ja'
import { lookupKo } from '../app/i18n/messages/lookup/ko'
import { lookupZh } from '../app/i18n/messages/lookup/zh'
import {
  alternates,
  bookThroughApi,
  expectNoAxeViolations,
  guestEmail,
  stayFor,
  typeDate,
  waitForHydration,
} from './support'

const HOTEL = 1
const SLOT = 41

const LANGUAGES: { lang: Exclude<Language, 'en'>; tag: string; words: LookupWords }[] = [
  { lang: 'fil', tag: 'fil', words: lookupFil },
  { lang: 'ko', tag: 'ko', words: lookupKo },
  { lang: 'zh', tag: 'zh-Hans', words: lookupZh },
  { lang: 'ja', tag: 'ja', words: lookupJa },
]

async function lookUp(page: Page, ref: string, email: string): Promise<ReservationView> {
  const response = await page.request.get(
    `/api/reservations/${ref}?email=${encodeURIComponent(email)}`,
  )
  expect(response.status()).toBe(200)
  return (await response.json()) as ReservationView
}

/** The look-up on the language's page, as a guest coming from the email's link uses it. */
async function findOn(page: Page, lang: string, words: LookupWords, ref: string, email: string) {
  await page.goto(`/${lang}/reservation?ref=${ref}`)
  await waitForHydration(page)
  await expect(page.getByLabel(words.reference, { exact: true })).toHaveValue(ref)
  await page.getByLabel(words.email, { exact: true }).fill(email)
  await page.getByRole('button', { name: words.find, exact: true }).click()
  await expect(page.getByRole('heading', { name: `${words.reservation} ${ref}` })).toBeFocused()
}

for (const { lang, tag, words } of LANGUAGES) {
  test(`/${lang}/reservation finds a stay and tells it in the page's language`, async ({
    page,
  }, testInfo) => {
    const stay = stayFor(testInfo, SLOT, 1)
    const email = guestEmail(testInfo, `lookup-${lang}`)
    const ref = await bookThroughApi(page, { roomId: HOTEL, ...stay, email })
    const booked = await lookUp(page, ref, email)

    await page.goto(`/${lang}/reservation`)
    await waitForHydration(page)
    await expect(page.locator('html')).toHaveAttribute('lang', tag)
    await expect(page).toHaveTitle(fill(words.title, { s: resort.name }))
    expect(await alternates(page)).toEqual({
      en: '/reservation',
      fil: '/fil/reservation',
      ko: '/ko/reservation',
      'zh-Hans': '/zh/reservation',
      ja: '/ja/reservation',
      'x-default': '/reservation',
    })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading)
    // A wrong email is told in the language too, and the same way as an unknown reference.
    await page.getByLabel(words.reference, { exact: true }).fill(ref)
    await page.getByLabel(words.email, { exact: true }).fill('someone.else@example.com')
    await page.getByRole('button', { name: words.find, exact: true }).click()
    await expect(page.locator('#lookup-problem')).toHaveText(words.noMatch)

    await findOn(page, lang, words, ref, email)
    const found = page.getByRole('region', { name: `${words.reservation} ${ref}` })
    await expect(found.locator('#reservation-status')).toHaveText(words.statusRequested)
    await expect(found).toContainText(fill(words.inNameOf, { s: booked.guest.name }))
    await expect(found).toContainText(formatCentavos(booked.total))
    // The rate's cancellation policy in the language, from the policy the booking was made with.
    const policy = stayTalk(lang, BOOKING_CATALOGUES[lang].stay).policy(booked.breakdown.policy)
    expect(policy).not.toBe(booked.breakdown.policy.text)
    await expect(found.getByText(policy, { exact: true })).toBeVisible()
    await expect(found).not.toContainText(booked.breakdown.policy.text)
    await expect(found.getByRole('button', { name: words.changeOpen })).toBeVisible()
    await found.getByRole('button', { name: words.cancelOpen }).click()
    await expect(found.getByRole('group')).toContainText(fill(words.cancelQuestion, { r: ref }))
    await expect(found.getByRole('button', { name: words.cancelKeep })).toBeVisible()
    await expect(found).not.toContainText(lookupEn.statusRequested)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath(`lookup-${lang}.png`), fullPage: true })
  })
}

test("a change of dates is priced in the page's language, with its dates as the guest reads them", async ({
  page,
}, testInfo) => {
  const words = lookupKo
  const stay = stayFor(testInfo, SLOT, 1)
  const email = guestEmail(testInfo, 'lookup-change-ko')
  const ref = await bookThroughApi(page, { roomId: HOTEL, ...stay, email })
  const booked = await lookUp(page, ref, email)
  const wanted = { checkIn: stay.checkIn, checkOut: addDays(stay.checkIn, 2) }

  await findOn(page, 'ko', words, ref, email)
  await page.getByRole('button', { name: words.changeOpen }).click()
  const form = page.getByRole('region', { name: words.changeHeading })
  await expect(form.getByRole('heading', { name: words.changeHeading })).toBeFocused()
  await expect(form).toContainText(words.changeIntroAtOnce)
  await typeDate(page, form.getByRole('textbox', { name: '체크인', exact: true }), wanted.checkIn)
  await typeDate(
    page,
    form.getByRole('textbox', { name: '체크아웃', exact: true }),
    wanted.checkOut,
  )
  const priced = form.getByRole('status').filter({ hasText: words.changeNewTotal })

  const korean = stayTalk('ko', BOOKING_CATALOGUES.ko.stay)
  await expect(priced).toContainText(`2박, ${korean.dates(wanted.checkIn, wanted.checkOut)}`)
  await expect(priced).toContainText(`기존 예약 금액(${formatCentavos(booked.total)})보다`)
  await expect(priced).toContainText('늘어납니다.')
  await expect(form.getByRole('button', { name: words.changeSendAtOnce })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('lookup-change-ko.png'), fullPage: true })

  await form.getByRole('button', { name: words.changeKeep }).click()
  await expect(page.getByRole('button', { name: words.changeOpen })).toBeFocused()
  expect(await lookUp(page, ref, email)).toMatchObject(stay)
})

test('the English page names its other languages to search engines, and keeps its words', async ({
  page,
}) => {
  await page.goto('/reservation')
  await waitForHydration(page)

  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(await alternates(page)).toMatchObject({
    ko: '/ko/reservation',
    'x-default': '/reservation',
  })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your reservation')
  await expect(page.getByRole('button', { name: 'Find reservation' })).toBeVisible()
})
