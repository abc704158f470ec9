// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import type { ReservationView } from '../../../domain/api-contract'
import { ReceiptUpload } from './receipt-upload'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const AWAITING = {
  ref: 'K7M2Q9XD',
  status: 'awaiting_payment',
  payment: { method: 'transfer', status: 'unpaid', deadline: '2030-01-01T00:00:00.000Z' },
} as ReservationView

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], 'slip.jpg')

test('a refusal is said next to the file field, which keeps focus; nothing else changes', async () => {
  vi.stubGlobal('fetch', async () =>
    Response.json(
      {
        error: {
          code: 'unsupported_media_type',
          message: 'Send a JPEG or PNG photo, or a PDF, of at most 5 MB.',
        },
      },
      { status: 415 },
    ),
  )
  const onUploaded = vi.fn()
  render(<ReceiptUpload reservation={AWAITING} email="ana@example.com" onUploaded={onUploaded} />)
  const user = userEvent.setup()

  await user.upload(screen.getByLabelText(/Receipt/), photo())
  await user.click(screen.getByRole('button', { name: 'Upload receipt' }))

  const field = screen.getByLabelText(/Receipt/)
  expect(
    await screen.findByText('Send a JPEG or PNG photo, or a PDF, of at most 5 MB.'),
  ).toBeTruthy()
  expect(field.getAttribute('aria-invalid')).toBe('true')
  expect(field.getAttribute('aria-describedby')).toBeTruthy()
  expect(document.activeElement).toBe(field)
  expect(onUploaded).not.toHaveBeenCalled()
})

test('too large is said in words without sending anything', async () => {
  const fetch = vi.fn()
  vi.stubGlobal('fetch', fetch)
  render(<ReceiptUpload reservation={AWAITING} email="ana@example.com" onUploaded={vi.fn()} />)
  const user = userEvent.setup()
  const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf')

  await user.upload(screen.getByLabelText(/Receipt/), big)
  await user.click(screen.getByRole('button', { name: 'Upload receipt' }))

  expect(
    await screen.findByText('The receipt is larger than 5 MB. Send a smaller photo or PDF.'),
  ).toBeTruthy()
  expect(fetch).not.toHaveBeenCalled()
})

test('the file goes as a form to the booking with its email, and the page gets the answer', async () => {
  const sent: { url: string; body: unknown }[] = []
  const answer = { ...AWAITING, payment: { ...AWAITING.payment!, status: 'receipt_in_review' } }
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: init.body })
    return Response.json(answer, { status: 201 })
  })
  const onUploaded = vi.fn()
  render(<ReceiptUpload reservation={AWAITING} email="ana@example.com" onUploaded={onUploaded} />)
  const user = userEvent.setup()

  await user.upload(screen.getByLabelText(/Receipt/), photo())
  await user.click(screen.getByRole('button', { name: 'Upload receipt' }))

  await vi.waitFor(() => expect(onUploaded).toHaveBeenCalledWith(answer))
  expect(sent).toHaveLength(1)
  expect(sent[0]?.url).toBe('/api/reservations/K7M2Q9XD/receipt?email=ana%40example.com')
  const form = sent[0]?.body as FormData
  expect((form.get('receipt') as File).name).toBe('slip.jpg')
  expect(onUploaded).toHaveBeenCalledWith(answer)
})
