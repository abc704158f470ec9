// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, expect, test } from 'vitest'
import type { ExtraOffer } from '../../../domain/api-contract'
import type { ExtraChoice } from '../../../domain/extras'
import { ExtrasField } from './extras-field'

afterEach(cleanup)

const OFFERED: ExtraOffer[] = [
  { code: 'breakfast', name: 'Breakfast', price: 45_000, basis: 'per_guest_night' },
  { code: 'kayak', name: 'Kayak, half a day', price: 60_000, basis: 'per_item' },
]

/** The field as the form holds it, with what the guest chose shown for the test to read. */
function Holder({ problem }: { problem?: string }) {
  const [chosen, setChosen] = useState<ExtraChoice[]>([])
  return (
    <>
      <ExtrasField offered={OFFERED} chosen={chosen} onChange={setChosen} problem={problem} />
      <pre data-testid="chosen">{JSON.stringify(chosen)}</pre>
    </>
  )
}

const chosen = () => JSON.parse(screen.getByTestId('chosen').textContent ?? '') as unknown

test('each extra is a box named with its price; one sold by the item asks how many once ticked', async () => {
  render(<Holder />)
  const user = userEvent.setup()
  expect(screen.getByRole('group', { name: 'Extras' })).toBeInTheDocument()
  expect(screen.getByRole('checkbox', { name: 'Breakfast ₱450 a guest a night' })).not.toBeChecked()
  expect(screen.queryByRole('combobox')).toBeNull()

  await user.click(screen.getByRole('checkbox', { name: /^Kayak/ }))
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'How many of Kayak, half a day' }),
    '3',
  )
  await user.click(screen.getByRole('checkbox', { name: /^Breakfast/ }))
  // In the resort's order, whatever the order of ticking.
  expect(chosen()).toEqual([
    { code: 'breakfast', quantity: 1 },
    { code: 'kayak', quantity: 3 },
  ])

  await user.click(screen.getByRole('checkbox', { name: /^Kayak/ }))
  expect(chosen()).toEqual([{ code: 'breakfast', quantity: 1 }])
  expect(screen.queryByRole('combobox')).toBeNull()
})

test('once an extra is chosen, the total with it is said beside the boxes', () => {
  const { rerender } = render(
    <ExtrasField offered={OFFERED} chosen={[]} onChange={() => {}} total={500_000} />,
  )
  expect(screen.getByRole('status')).toHaveTextContent('')
  rerender(
    <ExtrasField
      offered={OFFERED}
      chosen={[{ code: 'kayak', quantity: 2 }]}
      onChange={() => {}}
      total={620_000}
    />,
  )
  expect(screen.getByRole('status')).toHaveTextContent('Your total with these extras: ₱6,200')
})

test('a refusal of an extra is said under the field and describes it', () => {
  const problem = 'The extra kayak is not offered online.'
  render(<Holder problem={problem} />)
  expect(screen.getByRole('group', { name: 'Extras' })).toHaveAccessibleDescription(
    `Optional: added to your total, and ready when you arrive. ${problem}`,
  )
})

test('nothing is shown when the resort offers no extra online', () => {
  render(<ExtrasField offered={[]} chosen={[]} onChange={() => {}} />)
  expect(screen.queryByRole('group')).toBeNull()
})
