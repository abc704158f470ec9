import { expect, test, type Page } from '@playwright/test'
import { RESORT_NAME, expectNoAxeViolations, isPhone, openNav, waitForHydration } from './support'

/** Whether Chromium tells assistive technology that the popup of the button `selector` is expanded. */
async function expandedState(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page)
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
    nodeId,
    fetchRelatives: false,
  })
  return nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value
}

test.describe('shared on every page', () => {
  for (const path of ['/', '/room/1', '/no/such/page']) {
    test(`header, nav and footer are on ${path}`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)

      const header = page.getByRole('banner')
      await expect(header.getByRole('link', { name: RESORT_NAME })).toHaveAttribute('href', '/')
      const nav = await openNav(page)
      for (const item of ['Home', 'Rooms', 'Restaurant', 'Contact']) {
        await expect(nav.getByRole('link', { name: item, exact: true })).toHaveAttribute(
          'href',
          '/',
        )
      }
      await expect(page.getByRole('main')).toHaveCount(1)
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByRole('link', { name: RESORT_NAME })).toHaveAttribute('href', '/')
      await expect(footer).toContainText(
        `Copyright (c) ${new Date().getFullYear()}, All Right Reserved ${RESORT_NAME}`,
      )
    })
  }

  test(
    "the footer shows the visitor's current year, not the build's",
    { tag: '@any-width' },
    async ({ page }) => {
      const nextYear = new Date().getFullYear() + 1
      await page.clock.install({ time: new Date(nextYear, 0, 2, 9) })

      await page.goto('/')
      await waitForHydration(page)

      await expect(page.getByRole('contentinfo')).toContainText(
        `Copyright (c) ${nextYear}, All Right Reserved ${RESORT_NAME}`,
      )
    },
  )

  test('the header is fixed, transparent at the top and white with a shadow past 50 px', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const header = page.getByRole('banner')
    const style = () =>
      header.evaluate((el) => {
        const s = getComputedStyle(el)
        return { position: s.position, background: s.backgroundColor, shadow: s.boxShadow }
      })

    const top = await style()
    await page.mouse.wheel(0, 40)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40)
    const at40 = await style()
    await page.evaluate(() => window.scrollTo(0, 50))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(50)
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 51))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await expect.poll(async () => (await style()).background).toBe('rgb(255, 255, 255)')
    const scrolled = await style()
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await expect.poll(async () => (await style()).background).toBe('rgba(0, 0, 0, 0)')

    expect(top).toMatchObject({ position: 'fixed', background: 'rgba(0, 0, 0, 0)', shadow: 'none' })
    expect(at40.background).toBe('rgba(0, 0, 0, 0)')
    expect(scrolled.shadow).not.toBe('none')
    expect(await header.boundingBox()).toMatchObject({ y: 0 })
  })

  test('the phone menu opens and closes the nav; on desktop the nav is always shown', async ({
    page,
  }, testInfo) => {
    await page.goto('/')
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const menu = page.getByRole('button', { name: 'Menu' })

    if (isPhone(testInfo)) {
      await expect(nav).toBeHidden()
      expect(await expandedState(page, 'button[popovertarget]')).toBe(false)
      await menu.click()
      await expect(nav).toBeVisible()
      expect(await expandedState(page, 'button[popovertarget]')).toBe(true)
      await menu.click()
      await expect(nav).toBeHidden()
    } else {
      await expect(menu).toBeHidden()
      await expect(nav).toBeVisible()
    }
  })

  test('Escape closes the phone menu and puts focus back on its button; a tap outside closes it', async ({
    page,
  }, testInfo) => {
    test.skip(
      !isPhone(testInfo),
      'the Menu button is for phones; the nav is always shown on desktop',
    )
    await page.goto('/')
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const menu = page.getByRole('button', { name: 'Menu' })

    await menu.click()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(menu).toBeFocused()
    await menu.click()
    await expect(nav).toBeVisible()
    await page.touchscreen.tap(20, 560)

    await expect(nav).toBeHidden()
    await expect(page).toHaveURL(/\/$/)
  })

  test('after a link to another page, focus is on its main heading and its title is announced', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const announcer = page.locator('body > [aria-live="polite"]')

    await page
      .getByRole('article')
      .first()
      .getByRole('link', { name: 'Hotel Rooms', exact: true })
      .click()
    await expect(page).toHaveURL(/\/room\/1$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Hotel Rooms Details' })).toBeFocused()
    await expect(announcer).toHaveText(await page.title())
    expect(await page.title()).toContain('Hotel Rooms')
    await page.keyboard.press('Tab')
    await expect(page.locator('body')).not.toBeFocused()

    const nav = await openNav(page)
    await nav.getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: RESORT_NAME })).toBeFocused()
    await expect(announcer).toHaveText(await page.title())
  })

  test('nothing overflows the screen sideways, even at 320 px', async ({ page }) => {
    for (const width of [320, page.viewportSize()?.width ?? 390]) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of ['/', '/room/2', '/room/99', '/nowhere']) {
        await page.goto(path)
        await waitForHydration(page)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        )
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0)
      }
    }
  })
})

test.describe('404 Page Not Found', () => {
  for (const path of ['/no/such/page', '/room/abc', '/room/1.5', '/rooms', '/room/2/extra']) {
    test(
      `${path} answers 404 with the not-found screen`,
      { tag: '@any-width' },
      async ({ page }) => {
        const response = await page.goto(path)
        await waitForHydration(page)

        expect(response?.status()).toBe(404)
        await expect(
          page.getByRole('heading', { level: 1, name: '404 Page Not Found' }),
        ).toBeVisible()
        await expect(page).toHaveURL(new RegExp(`${path.replace(/\./g, '\\.')}$`))
      },
    )
  }

  test(
    'the not-found text is in the HTML before any script runs',
    { tag: '@any-width' },
    async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
      const page = await context.newPage()

      await page.goto('/room/not-a-number')

      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
      await context.close()
    },
  )

  // One screen a test: two axe passes took past the 30 s limit on a busy machine.
  for (const [screen, path] of [
    ['not-found', '/nowhere'],
    ['empty room', '/room/99'],
  ] as const) {
    test(`axe finds no violations on the ${screen} screen`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      await expectNoAxeViolations(page)
    })
  }

  test('the not-found screen leads back home', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/nowhere')
    await waitForHydration(page)

    await page.getByRole('link', { name: 'Back to the home page' }).click()

    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { name: 'Rooms', exact: true })).toBeVisible()
  })
})

test('no page logs an error or hydration warning', { tag: '@any-width' }, async ({ page }) => {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`))
  page.on('console', (message) => {
    // A 404 document is expected on unknown paths; the browser logs it as a failed resource.
    if (['error', 'warning'].includes(message.type()) && !/status of 404/.test(message.text())) {
      problems.push(`${page.url()}: ${message.text()}`)
    }
  })

  for (const path of ['/', '/room/1', '/room/2', '/room/3', '/room/99', '/room/abc', '/nowhere']) {
    await page.goto(path)
    await waitForHydration(page)
  }

  expect(problems).toEqual([])
})
