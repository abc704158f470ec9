import { expect, test, type Page } from '@playwright/test'
import { toStayQuery } from '../app/lib/stay-query'
import { expectNoAxeViolations, stayFor, waitForHydration } from './support'

/** Console errors and warnings, where React reports a page that differs from its HTML. */
function recordConsoleProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

test('a room page opened from a link starts from its stay, with no hydration warning', async ({
  page,
}, testInfo) => {
  const stay = stayFor(testInfo, 20)
  const problems = recordConsoleProblems(page)

  await page.goto(`/room/3${toStayQuery({ ...stay, adults: 3, kids: 1, rate: 'breakfast' })}`)
  await waitForHydration(page)

  const panel = page.getByRole('region', { name: 'Your Reservation' })
  await expect(panel.getByRole('textbox', { name: 'Check in' })).not.toHaveValue('')
  await expect(panel.getByRole('combobox', { name: /^Adults/ })).toHaveValue('3 Adults')
  await expect(panel.getByRole('combobox', { name: /^Kids/ })).toHaveValue('1 Kid')
  await expect(panel.getByRole('radio', { name: /With breakfast/ })).toBeChecked()
  await expect(panel.getByRole('link', { name: /^book now ₱/ })).toHaveAttribute(
    'href',
    `/room/3/book${toStayQuery({ ...stay, adults: 3, kids: 1, rate: 'breakfast' })}`,
  )
  expect(problems).toEqual([])
})

test('without dates the room panel asks for them, and its button takes the visitor there', async ({
  page,
}) => {
  await page.goto('/room/1')
  await waitForHydration(page)
  const panel = page.getByRole('region', { name: 'Your Reservation' })

  await expect(panel.getByText('Choose your dates to see the price of your stay.')).toBeVisible()
  await panel.getByRole('button', { name: 'book now ₱2,500' }).click()

  await expect(panel.getByRole('textbox', { name: 'Check in' })).toBeFocused()
  await expectNoAxeViolations(page)
})

test('the booking form and the look-up page read their links after hydration, quietly', async ({
  page,
}, testInfo) => {
  const problems = recordConsoleProblems(page)

  await page.goto(`/room/2/book${toStayQuery({ ...stayFor(testInfo, 21), adults: 4, kids: 2 })}`)
  await waitForHydration(page)
  await expect(page.getByRole('complementary', { name: 'Your stay' })).toContainText(
    '4 adults, 2 kids',
  )
  await page.goto('/reservation?ref=7K3M9QXA')
  await waitForHydration(page)
  await expect(page.getByLabel('Reference')).toHaveValue('7K3M9QXA')

  expect(problems).toEqual([])
  await expectNoAxeViolations(page)
})

test(
  'pages of reservations mode are kept out of search engines, with their own titles',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/room/1/book')
    await expect(page).toHaveTitle('Book Hotel Rooms | Alon Cove Resort')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await page.goto('/reservation')
    await expect(page).toHaveTitle('Your reservation | Alon Cove Resort')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  },
)
