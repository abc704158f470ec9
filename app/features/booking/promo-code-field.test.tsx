// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { PromoCodeField } from './promo-code-field'
import type { PromoView } from './promo-code'

afterEach(cleanup)

const applied: PromoView = {
  kind: 'applied',
  code: 'RAINY20',
  message: 'Promo code RAINY20 applied: you save ₱1,000.',
}

test('Enter in the field applies what was typed, as the Apply button does', async () => {
  const onApply = vi.fn()
  render(<PromoCodeField view={{ kind: 'none' }} onApply={onApply} onRemove={() => {}} />)
  const user = userEvent.setup()

  await user.type(screen.getByLabelText('Promo code'), 'rainy20{Enter}')
  await user.click(screen.getByRole('button', { name: 'Apply' }))

  expect(onApply.mock.calls).toEqual([['rainy20'], ['rainy20']])
})

test('a refused code is marked on the field, with its words as the description', () => {
  const message = 'There is no promo code SUNNY.'
  render(
    <PromoCodeField
      view={{ kind: 'refused', code: 'SUNNY', message }}
      onApply={() => {}}
      onRemove={() => {}}
    />,
  )
  const field = screen.getByLabelText('Promo code')

  expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(field).toHaveAccessibleDescription(message)
  expect(screen.getByRole('status')).toHaveTextContent(message)
  expect(screen.queryByRole('button', { name: 'Remove promo code' })).toBeNull()
})

test('an applied code is described without alarm and can be removed', () => {
  render(<PromoCodeField view={applied} onApply={() => {}} onRemove={() => {}} />)
  const field = screen.getByLabelText('Promo code')

  expect(field).not.toHaveAttribute('aria-invalid')
  expect(field).toHaveAccessibleDescription(applied.message)
  expect(screen.getByRole('button', { name: 'Remove promo code' })).toBeVisible()
})

test('removing the code empties the field and leaves focus in it', async () => {
  const onRemove = vi.fn()
  render(<PromoCodeField view={applied} onApply={() => {}} onRemove={onRemove} />)
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Promo code'), 'rainy20')

  await user.click(screen.getByRole('button', { name: 'Remove promo code' }))

  expect(onRemove).toHaveBeenCalledOnce()
  expect(screen.getByLabelText('Promo code')).toHaveValue('')
  expect(screen.getByLabelText('Promo code')).toHaveFocus()
})

test('with no code the field has no description to read out', () => {
  render(<PromoCodeField view={{ kind: 'none' }} onApply={() => {}} onRemove={() => {}} />)

  expect(screen.getByLabelText('Promo code')).not.toHaveAttribute('aria-describedby')
})
