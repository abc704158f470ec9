/**
 * A guest letter (./letter.ts) as HTML in the resort's look, made with React Email
 * (docs/decisions/022-html-emails.md): its components write the tables and inline styles that
 * mail apps keep, and React escapes every text it is given, so what a guest typed stays text.
 */
import { Body } from '@react-email/body'
import { Column } from '@react-email/column'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { render } from '@react-email/render'
import { Row } from '@react-email/row'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import type { CSSProperties } from 'react'
import type { Letter, LetterBlock } from './letter'
import { mailWordsIn } from './mail-words'

// The site's colours (app/app.css, --color-*). Mail apps load no web fonts reliably, so the
// site's faces are named first and the nearest faces every system has follow.
const COLOURS = {
  ink: '#14232b',
  sea: '#0e4a55',
  sand: '#f7f1e8',
  sandDeep: '#ede2d1',
  accent: '#8a5517',
  muted: '#4d5a60',
  white: '#ffffff',
}
const DISPLAY_FACE = "'Cormorant Garamond', Georgia, 'Times New Roman', serif"
const TEXT_FACE = "Jost, 'Helvetica Neue', Helvetica, Arial, sans-serif"

const text: CSSProperties = {
  fontFamily: TEXT_FACE,
  fontSize: '16px',
  lineHeight: '24px',
  color: COLOURS.ink,
  margin: '0 0 16px',
}

export function renderLetterHtml(letter: Letter): Promise<string> {
  return render(<LetterEmail letter={letter} />)
}

function LetterEmail({ letter }: { letter: Letter }) {
  const words = mailWordsIn(letter.language)
  return (
    <Html lang={words.locale}>
      <Head />
      <Preview>{letter.preview}</Preview>
      <Body
        style={{
          backgroundColor: COLOURS.sand,
          margin: 0,
          padding: '24px 0',
          ...(words.keepWordsWhole && { wordBreak: 'keep-all' }),
        }}
      >
        <Container style={{ backgroundColor: COLOURS.white, maxWidth: '600px' }}>
          <Section style={{ backgroundColor: COLOURS.sea, padding: '24px 32px' }}>
            <Heading
              as="h1"
              style={{
                fontFamily: DISPLAY_FACE,
                fontSize: '30px',
                fontWeight: 600,
                color: COLOURS.sand,
                margin: 0,
              }}
            >
              {letter.resortName}
            </Heading>
          </Section>
          <Section style={{ padding: '32px' }}>
            <Text style={text}>{letter.greeting}</Text>
            {letter.blocks.map((block, index) => (
              <LetterPart key={index} block={block} gap={words.sentenceGap} />
            ))}
          </Section>
          <Hr style={{ borderColor: COLOURS.sandDeep, margin: 0 }} />
          <Section style={{ padding: '16px 32px 24px' }}>
            <Text style={{ ...text, fontSize: '14px', color: COLOURS.muted, margin: 0 }}>
              {letter.resortName}
              <br />
              <Link href={letter.siteOrigin} style={{ color: COLOURS.sea }}>
                {letter.siteOrigin}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}

/** `gap`: what runs a paragraph's lines on as one text (no space between Japanese sentences). */
function LetterPart({ block, gap }: { block: LetterBlock; gap: string }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <>
          {block.heading !== undefined && (
            <Heading
              as="h2"
              style={{ fontFamily: DISPLAY_FACE, fontSize: '22px', color: COLOURS.sea }}
            >
              {block.heading}
            </Heading>
          )}
          <Text style={text}>{block.lines.join(gap)}</Text>
        </>
      )
    case 'lines':
      return (
        <Section
          style={{ backgroundColor: COLOURS.sand, padding: '12px 20px', margin: '0 0 16px' }}
        >
          <Text style={{ ...text, fontWeight: 600, margin: '0 0 4px' }}>{block.heading}</Text>
          {block.lines.map((line, index) => (
            <Text key={index} style={{ ...text, margin: '0 0 4px' }}>
              {line}
            </Text>
          ))}
        </Section>
      )
    case 'details':
      return <StayDetails rows={block.rows} />
    case 'quote':
      return (
        <Section style={{ borderLeft: `3px solid ${COLOURS.accent}`, padding: '0 0 0 16px' }}>
          <Text style={{ ...text, color: COLOURS.muted, margin: '0 0 4px' }}>{block.heading}</Text>
          {block.lines.map((line, index) => (
            <Text key={index} style={{ ...text, margin: '0 0 4px' }}>
              {line}
            </Text>
          ))}
        </Section>
      )
    case 'link':
      return (
        <>
          <Text style={text}>{block.lines.join(gap)}</Text>
          <Link
            href={block.href}
            style={{
              display: 'inline-block',
              backgroundColor: COLOURS.accent,
              color: COLOURS.white,
              fontFamily: TEXT_FACE,
              fontSize: '16px',
              padding: '12px 24px',
              textDecoration: 'none',
              marginBottom: '16px',
            }}
          >
            {block.label}
          </Link>
        </>
      )
  }
}

function StayDetails({ rows }: { rows: { label: string; value: string }[] }) {
  const cell: CSSProperties = { ...text, margin: 0, padding: '6px 0', verticalAlign: 'top' }
  return (
    <Section style={{ backgroundColor: COLOURS.sand, padding: '12px 20px', margin: '0 0 16px' }}>
      {rows.map((row, index) => (
        <Row key={index}>
          <Column style={{ ...cell, color: COLOURS.muted, width: '38%', paddingRight: '12px' }}>
            {row.label}
          </Column>
          <Column style={cell}>{row.value}</Column>
        </Row>
      ))}
    </Section>
  )
}
