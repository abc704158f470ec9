import AxeBuilder from '@axe-core/playwright'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'

/** The axe AxeBuilder injects: its own dependency, so the version the package was tested with. */
const axeSource = (
  createRequire(import.meta.resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source

/** docs/product.md §2: the header turns solid once the page is scrolled past this. */
const HEADER_SOLID_AFTER_PX = 50

/**
 * axe's whole rule set on the page, or on the part `include` selects (a CSS selector) when the
 * rest is checked elsewhere and unchanged since. Every violation fails the test.
 *
 * Run more cheaply than AxeBuilder's default, for both browser suites. AxeBuilder's default runs axe in parts, one
 * per frame, then opens a blank page and merges the parts there, and sends axe's 500 kB source
 * three times a call (twice to the page, once to the blank one): seconds a call on a busy
 * machine, for pages that have no frames. With the main frame alone, axe goes into the page once
 * per document and runs there once (the same rules on the same nodes, as AxeBuilder's own
 * one-frame mode runs them), and only violations come back with every node (the nodes of passes
 * were most of the answer). A page with frames still gets AxeBuilder's default run.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // The slideshow fades every 3 s, and a slide caught mid-fade has a see-through button that axe
  // rates for contrast. Under reduced motion it neither fades nor advances (decision 004), so
  // the check sees the slides as a visitor reads them, each fully shown or fully hidden.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // A transition already running keeps the duration it started with (the header's background
  // fading in as the page scrolled, 300 ms), and a colour caught halfway fails contrast; so the
  // scan waits for running transitions to end. Animations (the slideshow's) are the clause above.
  // A scroll the last action caused (a field brought into view) starts the header's transition
  // only once the page has rendered its new state, so the scan also waits for the header to show
  // the state its scroll position calls for (solid past 50 px, docs/product.md §2).
  await page.waitForFunction((solidAfterPx) => {
    const header = document.querySelector('header[data-scrolled]')
    return (
      (!header || header.getAttribute('data-scrolled') === String(window.scrollY > solidAfterPx)) &&
      [...document.querySelectorAll('[aria-roledescription="slide"]')].every((slide) =>
        ['0', '1'].includes(getComputedStyle(slide).opacity),
      ) &&
      document
        .getAnimations()
        .every((motion) => !(motion instanceof CSSTransition) || motion.playState !== 'running')
    )
  }, HEADER_SOLID_AFTER_PX)
  if (include)
    await expect(page.locator(include), `axe's scope ${include} is on the page once`).toHaveCount(1)
  const violations =
    page.frames().length === 1 ? await axeInPage(page, include) : await axeByFrame(page, include)
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

type Violation = { id: string; nodes: { target: unknown[] }[] }

async function axeInPage(page: Page, include?: string): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(async (scope) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: unknown,
          options: { resultTypes: string[] },
        ) => Promise<{ violations: Violation[] }>
      }
    }
    const results = await axe.run(scope ? { include: [scope] } : document, {
      resultTypes: ['violations'],
    })
    return results.violations
  }, include)
}

async function axeByFrame(page: Page, include?: string): Promise<Violation[]> {
  const axe = new AxeBuilder({ page })
  if (include) axe.include(include)
  return (await axe.analyze()).violations
}
