import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

/** The `--name: value` pairs of a stylesheet's `@theme { … }` blocks. */
function themeTokens(path: string): Record<string, string> {
  const css = readFileSync(new URL(path, import.meta.url), 'utf8')
  const tokens: Record<string, string> = {}
  for (const [, block = ''] of css.matchAll(/@theme\s*\{([^}]*)\}/g)) {
    for (const [, name = '', value = ''] of block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
      tokens[name] = value.trim()
    }
  }
  return tokens
}

test("the console's stylesheet has the site's colours, with the site's values", () => {
  const site = themeTokens('../app.css')
  const staff = themeTokens('./staff.css')
  const colours = (tokens: Record<string, string>) =>
    Object.fromEntries(Object.entries(tokens).filter(([name]) => name.startsWith('--color-')))

  expect(Object.keys(colours(site)).length).toBeGreaterThan(5)
  expect(colours(staff)).toEqual(colours(site))
})

test("the console's fonts are the site's own variables, so they switch to the web fonts too", () => {
  const site = themeTokens('../app.css')
  const staff = themeTokens('./staff.css')
  const fonts = Object.keys(site).filter((name) => name.startsWith('--font-'))

  expect(fonts.length).toBeGreaterThan(0)
  for (const font of fonts) expect(staff[font]).toBe(`var(${font})`)
})
