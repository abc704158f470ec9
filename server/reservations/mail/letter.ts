/**
 * A guest's email as parts (docs/decisions/022-html-emails.md): the templates write the words once,
 * as a letter, and the plain text, the HTML (./html-email.tsx) and the calendar
 * (./stay-calendar.ts) are each made from it. The outbox keeps the letter as JSON and the worker
 * makes the HTML and the calendar at send time, so a booking's transaction only writes a row.
 */
import { z } from 'zod'
import { LANGUAGES } from '../../../domain/languages'
import { mailWordsIn } from './mail-words'
import { en, type MailWords } from './words/en'

const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

const BlockSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('paragraph'),
    heading: z.string().optional(),
    lines: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('details'),
    rows: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
  /**
   * Lines that must stay lines, such as a bank account's name and number: HTML keeps each on a
   * line of its own, where a paragraph's lines run on as one text.
   */
  z.object({ kind: z.literal('lines'), heading: z.string(), lines: z.array(z.string()) }),
  /** Someone's own words passed on as they wrote them (the staff's reason). */
  z.object({ kind: z.literal('quote'), heading: z.string(), lines: z.array(z.string()) }),
  /** In HTML a button labelled `label`; in the text its intro then the address on a line of its own. */
  z.object({
    kind: z.literal('link'),
    lines: z.array(z.string()),
    label: z.string(),
    href: z.string(),
  }),
])

/** The stay as a calendar event; `tentative` while the resort has not decided. */
const StaySchema = z.object({
  ref: z.string(),
  roomName: z.string(),
  checkIn: IsoDateSchema,
  checkOut: IsoDateSchema,
  status: z.enum(['tentative', 'confirmed']),
  location: z.string().optional(),
  /** How many times staff had changed the stay when the mail was written; absent is none. */
  changes: z.number().int().min(0).optional(),
  /** The extras booked with it, each in words ('Breakfast × 12'); absent is none. */
  extras: z.array(z.string()).optional(),
})

const LetterSchema = z.object({
  resortName: z.string(),
  siteOrigin: z.string(),
  /**
   * The guest's language, which the HTML and the calendar made at send time are in too; absent
   * in a letter written before languages, which is English.
   */
  language: z.enum(LANGUAGES).optional(),
  /** The line an inbox shows beside the subject. */
  preview: z.string(),
  greeting: z.string(),
  blocks: z.array(BlockSchema),
  /** null for a stay that no longer happens: see stayCalendar for why it gets no calendar. */
  stay: StaySchema.nullable(),
  /** The number of the invoice this mail carries: the worker attaches it as a PDF. */
  invoice: z.string().optional(),
})

export type LetterBlock = z.infer<typeof BlockSchema>
export type Stay = z.infer<typeof StaySchema>
export type Letter = z.infer<typeof LetterSchema>

export function textOfLetter(letter: Letter): string {
  const all = [
    letter.greeting,
    '',
    ...letter.blocks.flatMap((block) => [...textOfBlock(block, mailWordsIn(letter.language)), '']),
    letter.resortName,
    letter.siteOrigin,
  ]
  return `${all.join('\n')}\n`
}

export function textOfBlock(
  block: LetterBlock,
  words: Pick<MailWords, 'detailLine'> = en,
): string[] {
  switch (block.kind) {
    case 'paragraph':
      return block.heading === undefined ? block.lines : [block.heading, ...block.lines]
    case 'lines':
      return [block.heading, ...block.lines]
    case 'details':
      return block.rows.map((row) => words.detailLine(row.label, row.value))
    case 'quote':
      return [block.heading, ...block.lines.map((line) => (line === '' ? '' : `  ${line}`))]
    case 'link':
      return [...block.lines, block.href]
  }
}

/** A stored letter, or null for one this version cannot read: that mail then goes as text alone. */
export function readLetter(json: string | null): Letter | null {
  if (json === null || json === '') return null
  try {
    const parsed = LetterSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
