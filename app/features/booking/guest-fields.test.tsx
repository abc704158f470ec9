// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { EMPTY_GUEST, GuestFields } from './guest-fields'

afterEach(cleanup)

function emailHintFor(way?: 'online' | 'transfer') {
  render(
    <GuestFields draft={EMPTY_GUEST} problems={{}} onChange={() => {}} {...(way && { way })} />,
  )
  return screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-describedby')
}

test("the email field promises what each way of booking sends: the resort's answer to a request", () => {
  const hint = emailHintFor()
  expect(document.getElementById(hint ?? '')?.textContent).toBe(
    "Your reference and the resort's answer are sent here.",
  )
})

test('a deposit paid online confirms at once; a transfer waits for its receipt to be checked', () => {
  const online = document.getElementById(emailHintFor('online') ?? '')?.textContent
  cleanup()
  const transfer = document.getElementById(emailHintFor('transfer') ?? '')?.textContent

  expect(online).toBe('Your confirmation is sent here as soon as the deposit is paid.')
  expect(transfer).toBe(
    'The transfer details are sent here, and your confirmation once we have checked your receipt.',
  )
  expect(`${online} ${transfer}`).not.toMatch(/resort's answer/)
})
