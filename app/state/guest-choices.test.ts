// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test } from 'vitest'
import { rooms } from '../../content/rooms'
import { EARLY_INPUT_GLOBAL, GUEST_CHOICES_STORAGE_KEY, endEarlyInput } from '../lib/early-input'
import { applyEarlyChoices, saveGuestChoicesOf } from './guest-choices'
import { createRoomFilterStore } from './room-filter-store'

/** What the early input script would hold after these choices. */
function earlyScriptHolds(choices: Record<string, string>) {
  Object.assign(window, {
    [EARLY_INPUT_GLOBAL]: { taken: false, choices, checkPressedAt: null, overlay: null },
  })
}

const saved = () => JSON.parse(sessionStorage.getItem(GUEST_CHOICES_STORAGE_KEY) ?? 'null')

beforeEach(() => sessionStorage.clear())
afterEach(() => Reflect.deleteProperty(window, EARLY_INPUT_GLOBAL))

test('the choices made before the app took over reach the store; unknown labels do not', () => {
  const store = createRoomFilterStore(rooms)
  earlyScriptHolds({ adults: '3 Adults', kids: '12 Kids' })

  applyEarlyChoices(store)

  expect(store.getSnapshot()).toMatchObject({ adults: '3 Adults', kids: '0 Kid' })
})

test('once the app has taken over, what the script held no longer overrides the store', () => {
  const store = createRoomFilterStore(rooms)
  earlyScriptHolds({ adults: '3 Adults' })
  endEarlyInput()

  store.setAdults('2 Adults')
  applyEarlyChoices(store)

  expect(store.getSnapshot().adults).toBe('2 Adults')
})

test("every change of the party is saved for the tab's next page loads, reset included", () => {
  const store = createRoomFilterStore(rooms)
  saveGuestChoicesOf(store)

  store.setKids('2 Kids')
  const afterChoice = saved()
  store.reset()

  expect(afterChoice).toEqual({ adults: '1 Adult', kids: '2 Kids' })
  expect(saved()).toEqual({ adults: '1 Adult', kids: '0 Kid' })
})
