import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe'

// The helper every axe check goes through: it must judge colours as they settle, not halfway
// through a transition that was running when it was called.
test(
  'axe waits for a running transition to end before it judges colours',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/')
    // The header's fade made long, so the scan would start well inside it (set through the
    // CSSOM: the site's CSP refuses a style element).
    await page
      .locator('header')
      .evaluate((header) => header.style.setProperty('transition-duration', '5s', 'important'))
    await page.mouse.wheel(0, 400)
    await expect(page.locator('header')).toHaveAttribute('data-scrolled', 'true')
    const fading = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .some((motion) => motion instanceof CSSTransition && motion.playState === 'running'),
      )
    expect(await fading(), 'the header is mid-fade when the scan is asked for').toBe(true)
    await expectNoAxeViolations(page, 'header')
    expect(await fading(), 'the scan waited for the fade to end').toBe(false)
  },
)
