// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { fill, LocaleContext } from '../../i18n/locale'
import { en } from '../../i18n/messages/en'
import { lookupJa } from '../../i18n/messages/lookup/ja'
import { CancelReservation } from './cancel-reservation'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

test('the guest reads what cancelling costs before confirming; a charge that changed meanwhile is shown, then sent', async () => {
  const sent: unknown[] = []
  const answers = [
    Response.json(
      { error: { code: 'price_changed', message: 'Cancelling now costs ₱3,000.', total: 300_000 } },
      { status: 409 },
    ),
    Response.json({ ref: 'K7M2Q9XD', status: 'cancelled' }),
  ]
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)))
    return answers.shift()
  })
  const onCancelled = vi.fn()
  render(
    <CancelReservation
      reference="K7M2Q9XD"
      email="ana@example.com"
      charge={250_000}
      onCancelled={onCancelled}
    />,
  )
  const user = userEvent.setup()

  await user.click(screen.getByRole('button', { name: 'Cancel reservation' }))
  expect(screen.getByRole('group')).toHaveTextContent('₱2,500 is due if you cancel now')
  await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('Cancelling now costs ₱3,000.')
  expect(screen.getByRole('group')).toHaveTextContent('₱3,000 is due if you cancel now')
  await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }))

  expect(sent).toEqual([
    { email: 'ana@example.com', expectedCharge: 250_000 },
    { email: 'ana@example.com', expectedCharge: 300_000 },
  ])
  expect(onCancelled).toHaveBeenCalledWith({ ref: 'K7M2Q9XD', status: 'cancelled' })
})

test("the page's language asks before cancelling, its two sentences joined as it writes them", async () => {
  render(
    <LocaleContext value={{ lang: 'ja', words: en, text: {}, lookup: lookupJa }}>
      <CancelReservation
        reference="K7M2Q9XD"
        email="ana@example.com"
        charge={0}
        onCancelled={vi.fn()}
      />
    </LocaleContext>,
  )
  const user = userEvent.setup()

  await user.click(screen.getByRole('button', { name: lookupJa.cancelOpen }))

  expect(screen.getByRole('group')).toHaveTextContent(
    `${fill(lookupJa.cancelQuestion, { r: 'K7M2Q9XD' })}${lookupJa.cancelFree}`,
    { normalizeWhitespace: false },
  )
  expect(screen.getByRole('button', { name: lookupJa.cancelYes })).toBeVisible()
})
