/**
 * A PDF's text read back by a real parser (pdf.js), line by line as it is laid out: the items
 * of each line, left to right, joined by single spaces. Tests compare it with what the document
 * says, so a figure drawn wrong or left off fails them.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

type Item = { str: string; x: number; y: number }

export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise
  const lines: string[] = []
  for (let page = 1; page <= pdf.numPages; page += 1) {
    const content = await (await pdf.getPage(page)).getTextContent()
    const items: Item[] = content.items.flatMap((item) =>
      'str' in item && item.str.trim() !== ''
        ? [{ str: item.str.trim(), x: item.transform[4] as number, y: item.transform[5] as number }]
        : [],
    )
    const rows = new Map<number, Item[]>()
    for (const item of items) {
      // Items a point or two apart in height sit on one line (baselines of different sizes).
      const key = [...rows.keys()].find((y) => Math.abs(y - item.y) < 3) ?? item.y
      rows.set(key, [...(rows.get(key) ?? []), item])
    }
    const ordered = [...rows.entries()].sort(([a], [b]) => b - a)
    for (const [, row] of ordered)
      lines.push(
        row
          .sort((a, b) => a.x - b.x)
          .map((item) => item.str)
          .join(' '),
      )
  }
  await pdf.destroy()
  return lines
}
