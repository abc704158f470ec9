import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { expectNoAxeViolations } from './support'
import { openConsole, showRatesPart, staffAccount } from './staff-support'

// The Rates screen is long and the site's header fades in as it scrolls: axe must not judge
// its text mid-fade. Reduced motion makes that instant.
test.use({ reducedMotion: 'reduce' })

/**
 * An extra of this test's own, sold at the desk only and then taken off sale: the guests' specs
 * read the catalogue at the same time and must never be offered it.
 */
function ownExtra(testInfo: TestInfo) {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`
  return { code: `massage-${tag}`, name: `Massage ${tag}` }
}

/**
 * axe on the Extras part of the Rates screen: the rest of the screen, most of it the 60-night
 * grids that make axe slow there, is checked whole by staff-rates.spec.ts and is not what these
 * tests change.
 */
const EXTRAS_SECTION = 'section[aria-labelledby="extras-heading"]'

function extras(page: Page) {
  return page.getByRole('region', { name: 'Extras', exact: true })
}

test('the catalogue lists each extra with its price, what for, and whom it is sold to', async ({
  page,
}) => {
  await openConsole(page, '/staff/rates')
  await showRatesPart(page, 'Extras')

  const breakfast = extras(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^Breakfast/ }) })
  await expect(breakfast.getByRole('heading')).toHaveText('Breakfast, Offered online')
  await expect(breakfast).toContainText('₱450 a guest a night')
  await expect(breakfast).toContainText('breakfast')
  await expect(extras(page).getByRole('listitem').filter({ hasText: 'Kayak' })).toContainText(
    '₱600 each',
  )
  await expectNoAxeViolations(page, EXTRAS_SECTION)
})

test(
  'staff add an extra sold at the desk only; a code taken is refused at its field',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const own = ownExtra(testInfo)
    await openConsole(page, '/staff/rates')
    await showRatesPart(page, 'Extras')
    const form = extras(page).getByRole('form', { name: 'Add an extra' })

    await form.getByRole('button', { name: 'Add extra' }).click()
    await expect(form.getByLabel('Code')).toBeFocused()
    await expect(form.getByLabel('Code')).toHaveAccessibleDescription(/Enter a code for the extra/)
    await expect(form.getByLabel('Price in pesos')).toHaveAccessibleDescription(
      /Enter a price in pesos above 0/,
    )

    await form.getByLabel('Code').fill('kayak')
    await form.getByLabel('Name').fill(own.name)
    await form.getByLabel('Price in pesos').fill('2,500')
    await form.getByLabel('Price for').selectOption({ label: 'Each (the guest says how many)' })
    await form.getByLabel('Guests may add it when they book').uncheck()
    await form.getByRole('button', { name: 'Add extra' }).click()
    await expect(form.getByLabel('Code')).toBeFocused()
    await expect(form.getByLabel('Code')).toHaveAccessibleDescription(
      /There is an extra kayak already: choose another code\./,
    )

    await form.getByLabel('Code').fill(own.code)
    await form.getByRole('button', { name: 'Add extra' }).click()
    await expect(extras(page).getByRole('status')).toHaveText(`Added the extra ${own.name}.`)
    const item = extras(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: own.name }) })
    await expect(item.getByRole('heading')).toHaveText(`${own.name}, At the desk only`)
    await expect(item).toContainText('₱2,500 each')
    // The form is empty again for the next one.
    await expect(form.getByLabel('Code')).toHaveValue('')
    await showRatesPart(page, 'Price history')
    await expect(
      page
        .getByRole('region', { name: 'Price history' })
        .getByRole('listitem')
        .filter({ hasText: `Added: extra ${own.code}, ${own.name}, ₱2,500 each, at the desk only` })
        .filter({ hasText: staffAccount().email }),
    ).toHaveCount(1)
  },
)

test(
  'an extra is changed in place, focus going in and back; taken off sale it says so',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const own = ownExtra(testInfo)
    await openConsole(page, '/staff/rates')
    await showRatesPart(page, 'Extras')
    const add = extras(page).getByRole('form', { name: 'Add an extra' })
    await add.getByLabel('Code').fill(own.code)
    await add.getByLabel('Name').fill(own.name)
    await add.getByLabel('Price in pesos').fill('2500')
    await add.getByLabel('Guests may add it when they book').uncheck()
    await add.getByRole('button', { name: 'Add extra' }).click()
    await expect(extras(page).getByRole('status')).toHaveText(`Added the extra ${own.name}.`)

    await extras(page)
      .getByRole('button', { name: `Change ${own.name}` })
      .click()
    const edit = extras(page).getByRole('form', { name: `Change ${own.name}` })
    await expect(edit.getByLabel('Name')).toBeFocused()
    await expect(edit.getByLabel('Code')).toHaveCount(0)
    await expect(edit.getByLabel('Price in pesos')).toHaveValue('2500')
    await expectNoAxeViolations(page, EXTRAS_SECTION)

    await edit.getByLabel('Price in pesos').fill('0')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(edit.getByLabel('Price in pesos')).toBeFocused()

    await edit.getByLabel('Price in pesos').fill('2800')
    await edit.getByLabel('Price for').selectOption({ label: 'A guest' })
    await edit.getByLabel('On sale (unticked, nobody can buy it)').uncheck()
    await edit.getByRole('button', { name: 'Save changes' }).click()

    await expect(extras(page).getByRole('status')).toHaveText(`Saved ${own.name}.`)
    const heading = extras(page).getByRole('heading', { name: own.name })
    await expect(heading).toBeFocused()
    await expect(heading).toHaveText(`${own.name}, Not sold`)
    const item = extras(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: own.name }) })
    await expect(item).toContainText('₱2,800 a guest')

    await extras(page)
      .getByRole('button', { name: `Change ${own.name}` })
      .click()
    await extras(page).getByRole('button', { name: 'Cancel' }).click()
    await expect(heading).toBeFocused()
  },
)
