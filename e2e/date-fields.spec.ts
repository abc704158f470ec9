import { expect, test, type Locator, type Page } from '@playwright/test'
import { openDatePicker, waitForHydration } from './support'

const PAGES = [
  { path: '/', scope: (page: Page) => page.getByRole('form', { name: 'Check room availability' }) },
  {
    path: '/room/1',
    scope: (page: Page) => page.getByRole('region', { name: 'Your Reservation' }),
  },
]

/**
 * How far the middle of a control's text box (its content box, where the browser sets its one line
 * of text in the middle) is from the middle of its field, the box it fills in the row of fields.
 */
function textOffsetInField(control: Locator) {
  return control.evaluate((element) => {
    // The row holds the fields: the guest select's field is one.
    const row = element.closest('form, section')?.querySelector('select')
      ?.parentElement?.parentElement
    let field: Element = element
    while (field.parentElement && field.parentElement !== row) field = field.parentElement
    const style = getComputedStyle(element)
    const px = (property: string) => parseFloat(style.getPropertyValue(property))
    const box = element.getBoundingClientRect()
    const textTop = box.top + px('border-top-width') + px('padding-top')
    const textBottom = box.bottom - px('border-bottom-width') - px('padding-bottom')
    const fieldBox = field.getBoundingClientRect()
    return (textTop + textBottom) / 2 - (fieldBox.top + fieldBox.bottom) / 2
  })
}

function mmddyyyy(date: Date) {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${date.getFullYear()}`
}

test('the date picker is not part of first-load JS; it loads on first use', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/')
  await waitForHydration(page)
  const html = await page.content()
  const beforeUse = scripts.filter((url) => url.includes('date-picker'))

  await page.getByRole('textbox', { name: 'Check in' }).focus()
  await expect(page.locator('.react-datepicker')).toBeVisible()

  expect(beforeUse).toEqual([])
  expect(html).not.toContain('react-datepicker__')
  expect(scripts.filter((url) => url.includes('date-picker'))).not.toEqual([])
})

test('focus stays in a date field while its picker loads', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)

  const focusedEachFrame = await page.evaluate(async () => {
    const standIn = document.querySelector<HTMLInputElement>('input[placeholder="Check in"]')
    standIn?.focus()
    const seen: string[] = []
    for (let frame = 0; frame < 120; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      const active = document.activeElement
      seen.push(active?.tagName ?? 'none')
      if (active?.classList.contains('react-datepicker-ignore-onclickoutside')) break
    }
    return seen
  })

  expect(focusedEachFrame).not.toContain('BODY')
  expect(focusedEachFrame.at(-1)).toBe('INPUT')
  await expect(page.getByRole('textbox', { name: 'Check in' })).toHaveClass(
    /react-datepicker-ignore-onclickoutside/,
  )
  await expect(page.getByRole('textbox', { name: 'Check in' })).toBeFocused()
})

for (const { path, scope } of PAGES) {
  test.describe(`date fields on ${path}`, () => {
    test('each starts not selected and takes a date typed as MM/dd/yyyy', async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      const checkIn = scope(page).getByRole('textbox', { name: 'Check in' })
      const checkOut = scope(page).getByRole('textbox', { name: 'Check out' })
      await expect(checkIn).toHaveValue('')
      await expect(checkOut).toHaveValue('')
      const inAWeek = new Date()
      inAWeek.setDate(inAWeek.getDate() + 7)

      await openDatePicker(page, checkIn)
      await page.keyboard.type(mmddyyyy(inAWeek))
      await page.keyboard.press('Enter')

      await expect(checkIn).toHaveValue(mmddyyyy(inAWeek))
      await expect(checkIn).not.toHaveAttribute('aria-invalid', 'true')
      await expect(checkOut).toHaveValue('')
    })

    test("a picked date's text sits in the middle of its field, level with the guest selects'", async ({
      page,
    }) => {
      await page.goto(path)
      await waitForHydration(page)
      const checkIn = scope(page).getByRole('textbox', { name: 'Check in' })
      const inAWeek = new Date()
      inAWeek.setDate(inAWeek.getDate() + 7)

      await openDatePicker(page, checkIn)
      await page.keyboard.type(mmddyyyy(inAWeek))
      await page.keyboard.press('Enter')
      await expect(page.locator('.react-datepicker')).toBeHidden()

      await expect(checkIn).toHaveValue(mmddyyyy(inAWeek))
      const selectOffset = await textOffsetInField(
        scope(page).getByRole('combobox', { name: /^Adults/ }),
      )
      expect(Math.abs(selectOffset)).toBeLessThanOrEqual(2)
      expect(Math.abs((await textOffsetInField(checkIn)) - selectOffset)).toBeLessThanOrEqual(2)
    })

    test("unparseable input is announced as 'Date input not valid.' and never shown", async ({
      page,
    }) => {
      await page.goto(path)
      await waitForHydration(page)
      const checkIn = scope(page).getByRole('textbox', { name: 'Check in' })

      await openDatePicker(page, checkIn)
      await page.keyboard.type('not a date')
      await page.keyboard.press('Tab')

      await expect(checkIn).toHaveAttribute('aria-invalid', 'true')
      const message = scope(page).getByRole('status').filter({ hasText: 'Date input not valid.' })
      await expect(message).toHaveAttribute('aria-live', 'polite')
      const describedBy = await checkIn.getAttribute('aria-describedby')
      expect(describedBy).toBe(await message.getAttribute('id'))
      const box = await message.boundingBox()
      expect(box === null || box.width <= 1).toBe(true)
    })

    test('past days and a check-out before the check-in cannot be picked', async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      const checkIn = scope(page).getByRole('textbox', { name: 'Check in' })
      const checkOut = scope(page).getByRole('textbox', { name: 'Check out' })
      const today = new Date()
      const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1)
      const inTenDays = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 10)
      const inFiveDays = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 5)

      await openDatePicker(page, checkIn)
      await expect(page.locator('.react-datepicker__day--today')).toBeVisible()
      const todayDisabled = await page
        .locator('.react-datepicker__day--today')
        .getAttribute('aria-disabled')
      await page.keyboard.type(mmddyyyy(yesterday))
      await page.keyboard.press('Tab')
      const pastRefused = await checkIn.getAttribute('aria-invalid')
      const pastAccepted = await checkIn.inputValue()
      await checkIn.fill('')
      await openDatePicker(page, checkIn)
      await page.keyboard.type(mmddyyyy(inTenDays))
      await page.keyboard.press('Enter')
      await openDatePicker(page, checkOut)
      await page.keyboard.type(mmddyyyy(inFiveDays))
      await page.keyboard.press('Tab')

      expect(todayDisabled).not.toBe('true')
      expect(pastRefused).toBe('true')
      expect(pastAccepted).toBe('')
      await expect(checkIn).toHaveValue(mmddyyyy(inTenDays))
      await expect(checkOut).toHaveAttribute('aria-invalid', 'true')
      await openDatePicker(page, checkOut)
      const disabledBefore = page.locator('.react-datepicker__day[aria-disabled="true"]', {
        hasText: new RegExp(`^${inFiveDays.getDate()}$`),
      })
      if (inFiveDays.getMonth() === inTenDays.getMonth())
        await expect(disabledBefore.first()).toBeVisible()
    })
  })
}
