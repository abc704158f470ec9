import { expect, test } from 'vitest'
import { SAMPLE_MAIL_CONTEXT, sampleReservationView } from '../../test-support/sample-reservation'
import { renderLetterHtml } from './html-email'
import type { Letter } from './letter'
import { confirmedEmail, declinedEmail, requestReceivedEmails } from './templates'

const context = SAMPLE_MAIL_CONTEXT

function letterOf(email: { letter?: Letter } | undefined): Letter {
  if (!email?.letter) throw new Error('a guest mail without a letter')
  return email.letter
}

test('the HTML tells what the text tells: the stay, the total and the look-up link', async () => {
  const [request] = requestReceivedEmails(sampleReservationView(), context)

  const html = await renderLetterHtml(letterOf(request))

  expect(html).toMatch(/^<!DOCTYPE html/)
  expect(html).toContain('Dear Ana Reyes,')
  expect(html).toContain('K7M2Q9XD')
  expect(html).toContain('Thu 24 Dec 2026')
  expect(html).toContain('₱5,000')
  expect(html).toContain('What happens next')
  expect(html).toContain('href="https://www.aloncove.example/reservation?ref=K7M2Q9XD"')
})

test('the HTML is in the resort look, laid out with tables and inline styles', async () => {
  const html = await renderLetterHtml(letterOf(confirmedEmail(sampleReservationView(), context)))

  expect(html).toContain('Alon Cove Resort</h1>')
  expect(html).toContain('role="presentation"')
  expect(html).toMatch(/style="[^"]*background-color:#0e4a55/)
  expect(html).toMatch(/style="[^"]*font-family:&#x27;Cormorant Garamond&#x27;, Georgia/)
  expect(html).not.toContain('<style')
})

test('what a guest or staff member typed is text in the HTML, never markup', async () => {
  const view = sampleReservationView({
    guest: { name: '<script>alert(1)</script> "&\'', email: 'ana@example.com', phone: '1' },
  })

  const html = await renderLetterHtml(
    letterOf(declinedEmail(view, '<img src=x onerror=alert(1)>', context)),
  )

  expect(html).not.toContain('<script>')
  expect(html).not.toContain('<img')
  expect(html).toContain('Dear &lt;script&gt;alert(1)&lt;/script&gt; &quot;&amp;&#x27;,')
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
})

test('a reason over several lines keeps its lines', async () => {
  const html = await renderLetterHtml(
    letterOf(declinedEmail(sampleReservationView(), 'Full that week.\nTry January.', context)),
  )

  expect(html).toMatch(/Full that week\.<\/p>.*Try January\.<\/p>/s)
})
