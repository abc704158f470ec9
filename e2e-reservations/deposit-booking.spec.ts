/**
 * A guest books on the site that takes deposits (PAID_SITE_URL, payments both ways): the form
 * says what is paid now and at check-in and asks how, and a transfer's confirmation says where
 * to send how much, with which reference and by when. Paying online and uploading a receipt
 * have their own specs (pay-online, pay-by-transfer).
 */
import { expect, test } from '@playwright/test'
import type { AvailabilityResponse } from '../domain/api-contract'
import { formatCentavos } from '../domain/money'
import {
  expectNoAxeViolations,
  fillGuest,
  guestEmail,
  receivedMails,
  stayFor,
  waitForHydration,
} from './support'

const CABANA = 2

test.use({ baseURL: process.env.PAID_SITE_URL })

test('book with a transfer deposit: the form asks how and how much, the confirmation says where, what and by when', async ({
  page,
}, testInfo) => {
  const stay = stayFor(testInfo, 1, 3)
  const email = guestEmail(testInfo, 'transfer')
  const query = new URLSearchParams({ ...stay, adults: '2', kids: '0' })
  const answer = (await (
    await page.request.get(`/api/availability?${query}`)
  ).json()) as AvailabilityResponse
  const rate = answer.rooms.find((room) => room.id === CABANA)?.rates[0]
  if (!rate?.deposit) throw new Error('the paid site offers no deposit')
  expect(answer.payments).toEqual({ ways: ['online', 'transfer'], depositRule: 'a 30% deposit' })

  await page.goto(`/room/${CABANA}/book?${query}&rate=${rate.code}`)
  await waitForHydration(page)
  const stayPane = page.getByRole('complementary', { name: 'Your stay' })
  await expect(stayPane.getByText('Deposit to pay now')).toBeVisible()
  await expect(
    stayPane.getByRole('definition').filter({ hasText: formatCentavos(rate.deposit) }),
  ).toBeVisible()
  await expect(
    page.getByText(
      `Pay a deposit of ${formatCentavos(rate.deposit)} now to confirm your stay at once; the rest, ${formatCentavos(rate.total - rate.deposit)}, is due at check-in.`,
    ),
  ).toBeVisible()

  // Online is first; the keyboard moves the choice to transfer, and the button says so.
  const ways = page.getByRole('group', { name: 'How to pay the deposit' })
  await expect(ways.getByRole('radio', { name: /Pay online/ })).toBeChecked()
  await expect(page.getByRole('button', { name: 'Book and pay the deposit' })).toBeVisible()
  await ways.getByRole('radio', { name: /Pay online/ }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(ways.getByRole('radio', { name: /Bank or GCash transfer/ })).toBeChecked()
  await fillGuest(page, { name: 'Maria Santos', email, phone: '+63 917 555 0101' })
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Book and pay by transfer' }).click()

  await expect(page.getByRole('heading', { name: 'Room held: pay the deposit' })).toBeFocused()
  const reference = (await page.getByRole('definition').first().textContent())?.trim() ?? ''
  expect(reference).toMatch(/^[0-9A-Z]{8}$/)
  const transfer = page
    .getByRole('heading', { name: 'Pay the deposit by transfer' })
    .locator('xpath=following-sibling::div[1]')
  await expect(transfer.getByText('Amount').locator('xpath=following-sibling::dd')).toHaveText(
    formatCentavos(rate.deposit),
  )
  await expect(
    transfer.getByText('Write on the transfer').locator('xpath=following-sibling::dd'),
  ).toHaveText(reference)
  await expect(transfer.getByText('Pay by').locator('xpath=following-sibling::dd')).toHaveText(
    /\(Manila time\)$/,
  )
  await expect(transfer.getByRole('heading', { name: 'Bank transfer' })).toBeVisible()
  await expect(transfer.getByRole('heading', { name: 'GCash' })).toBeVisible()
  await expectNoAxeViolations(page)

  await expect
    .poll(
      async () => (await receivedMails(page)).find((mail) => mail.to.includes(email))?.subject,
      {
        timeout: 10_000,
      },
    )
    .toBe(`Pay the deposit for reservation ${reference}: Alon Cove Resort`)
  const mail = (await receivedMails(page)).find((found) => found.to.includes(email))
  expect(mail?.text).toContain(`Write on the transfer: ${reference}`)
  expect(mail?.text).toContain(`Amount: ${formatCentavos(rate.deposit)}`)

  // The reservation page shows the money as the server knows it.
  await page.getByRole('link', { name: 'Upload the receipt' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Find reservation' }).click()
  const payment = page.getByRole('region', { name: 'Payment' })
  await expect(
    payment.getByText('Paid', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText('₱0')
  await expect(
    payment.getByText(/^Transfer the deposit by .+ \(Manila time\), then upload/),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})
