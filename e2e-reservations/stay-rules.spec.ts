import { expect, test } from '@playwright/test'
import { addDays, formatStayDate, resortToday } from '../domain/calendar'
import { toStayQuery } from '../app/lib/stay-query'
import { expectNoAxeViolations, waitForHydration } from './support'

// The suite's server has its same-day cut-off at 0: no stay arriving today is bookable online.
test('a stay the rules refuse online says why on the room panel, with no way to book it', async ({
  page,
}) => {
  const today = resortToday(new Date())
  await page.goto(
    `/room/1${toStayQuery({ checkIn: today, checkOut: addDays(today, 1), adults: 1, kids: 0 })}`,
  )
  await waitForHydration(page)
  const panel = page.getByRole('region', { name: 'Your Reservation' })

  await expect(panel.getByRole('status')).toHaveText(
    `Stays beginning today cannot be booked online. Choose ${formatStayDate(addDays(today, 1))} or later, or call the resort.`,
  )
  await expect(panel.getByRole('link', { name: /^book now/ })).toHaveCount(0)
  await expect(panel.getByRole('button', { name: /^book now/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expectNoAxeViolations(page)
})
