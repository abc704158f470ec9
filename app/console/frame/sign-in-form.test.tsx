// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { SignInForm } from './sign-in-form'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function answering(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

async function signInAs(email: string, password: string) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

test('empty fields are named at the fields and nothing is sent', async () => {
  const fetch = answering(200, {})
  render(<SignInForm onSignedIn={() => {}} />)

  await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }))

  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
    'Enter the email of your staff account.',
  )
  expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true')
  expect(screen.getByLabelText('Email')).toHaveFocus()
  expect(fetch).not.toHaveBeenCalled()
})

test("a refused sign-in shows the API's words, and keeps the email typed", async () => {
  answering(401, {
    error: {
      code: 'unauthorized',
      message: 'That email and password do not match a staff account.',
    },
  })
  const onSignedIn = vi.fn()
  render(<SignInForm onSignedIn={onSignedIn} />)

  await signInAs('desk@resort.example', 'wrong password')

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'That email and password do not match a staff account.',
  )
  expect(screen.getByLabelText('Email')).toHaveValue('desk@resort.example')
  expect(onSignedIn).not.toHaveBeenCalled()
})

test('too many tries: the wait the API names is shown', async () => {
  answering(429, {
    error: { code: 'rate_limited', message: 'Too many failed sign-ins. Try again in 15 minutes.' },
  })
  render(<SignInForm onSignedIn={() => {}} />)

  await signInAs('desk@resort.example', 'wrong password')

  expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 15 minutes.')
})

test('a sign-in sends the trimmed email and the password as typed, and hands over the staff', async () => {
  const fetch = answering(200, { staff: { id: 7, email: 'desk@resort.example' } })
  const onSignedIn = vi.fn()
  render(<SignInForm onSignedIn={onSignedIn} />)

  await signInAs(' desk@resort.example ', ' pass phrase ')

  await waitFor(() =>
    expect(onSignedIn).toHaveBeenCalledWith({ id: 7, email: 'desk@resort.example' }),
  )
  expect(fetch).toHaveBeenCalledWith(
    '/api/staff/sign-in',
    expect.objectContaining({
      method: 'POST',
      body: JSON.stringify({ email: 'desk@resort.example', password: ' pass phrase ' }),
    }),
  )
})
