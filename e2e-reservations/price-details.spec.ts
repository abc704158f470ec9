import { expect, test } from '@playwright/test'
import { addDays, formatStayDate } from '../domain/calendar'
import { toStayQuery } from '../app/lib/stay-query'
import { expectNoAxeViolations, stayFor, waitForHydration } from './support'

test("the room panel's 'Price details' shows the nights, the VAT inside and the cancellation policy", async ({
  page,
}, testInfo) => {
  const stay = stayFor(testInfo, 22, 3)
  await page.goto(`/room/2${toStayQuery({ ...stay, adults: 2, kids: 0 })}`)
  await waitForHydration(page)
  const panel = page.getByRole('region', { name: 'Your Reservation' })
  const details = panel.getByText('Price details')
  await expect(details).toBeVisible()
  await expect(panel.getByText(/included in the price/)).toBeHidden()

  await details.focus()
  await page.keyboard.press('Enter')

  await expect(panel.getByText('3 nights × ₱3,500')).toBeVisible()
  await expect(panel.getByText(`from ${formatStayDate(stay.checkIn)} · Base price`)).toBeVisible()
  await expect(panel.getByRole('definition').filter({ hasText: '₱10,500' }).first()).toBeVisible()
  await expect(panel.getByText('VAT 12%')).toBeVisible()
  await expect(panel.getByText('₱1,125')).toBeVisible()
  const policy = `Free cancellation until ${formatStayDate(addDays(stay.checkIn, -7))}; after that, 50% of the total is charged.`
  const disclosure = panel.getByRole('group').filter({ hasText: 'Price details' })
  await expect(disclosure.getByText(policy)).toBeVisible()
  // Said where the rate is chosen too.
  await expect(
    panel.getByRole('radio', { name: new RegExp(policy.replace('.', '\\.')) }),
  ).toBeChecked()
  await expectNoAxeViolations(page)
})
