/**
 * No function outside tests is over 150 lines: a longer one is split into named steps. Measured
 * with the TypeScript parser over every source file git knows, from a function's first line to
 * its last (nested functions count inside their parent too).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { expect, test } from 'vitest'

const MAX_LINES = 150
const NOT_MEASURED =
  /(\.test\.tsx?|\.type-test\.ts|\.d\.ts)$|^(e2e|e2e-reservations)\/|test-support\/|^app\/generated\//

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
  return listed
    .split('\n')
    .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && !NOT_MEASURED.test(file))
}

function longFunctions(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line
      if (last - first + 1 > MAX_LINES)
        found.push(`${file}:${first + 1} (${last - first + 1} lines)`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

// Parsing every source file takes seconds, many more on a busy machine: not within 5 s.
test(`no function outside tests is over ${MAX_LINES} lines`, { timeout: 120_000 }, () => {
  const files = sourceFiles()
  expect(files.length).toBeGreaterThan(300)
  expect(files.flatMap((file) => longFunctions(file))).toEqual([])
})

test('the measure finds a function one line too long, nested or not', () => {
  const body = (lines: number) =>
    Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i}`).join('\n')
  const fits = `function fits() {\n${body(MAX_LINES)}\n}\n`
  const tooLong = `export const outer = () => {\n  const inner = function () {\n${body(MAX_LINES + 1)}\n  }\n}\n`
  expect(longFunctions('fits.ts', fits)).toEqual([])
  expect(longFunctions('long.ts', tooLong)).toEqual([
    `long.ts:1 (${MAX_LINES + 3} lines)`,
    `long.ts:2 (${MAX_LINES + 1} lines)`,
  ])
})
