/**
 * Input before the app takes over (docs/decisions/009-early-input.md). The prerendered page is on
 * screen about two seconds before React hydrates it on a slow phone; an inline <head> script
 * (early-input-script.ts) records what the visitor does in that window, and the app picks it up:
 * earlyChoices() before and after hydrating, takeEarlyCheck() as the search bar mounts,
 * endEarlyOverlay() as its own overlay appears, takeEarlySubmit() as another form takes over a
 * press, and endEarlyInput() once it has hydrated.
 */

/** What the early script keeps on `window`, under EARLY_INPUT_GLOBAL. */
export type EarlyInput = {
  /** Set when the app takes over: from then on the app's own handlers answer. */
  taken: boolean
  /** This tab's guest choices by field name (adults, kids): saved ones, then those made early. */
  choices: Record<string, string>
  /** The form last submitted before the app took over: the script stopped its native submit. */
  submitted?: HTMLFormElement
  /** performance.now() when 'Check Now' was pressed before the app took over. */
  checkPressedAt: number | null
  /** The overlay shown since that press, and what had focus before it. */
  overlay: HTMLElement | null
  focusedBefore: Element | null
}

export const EARLY_INPUT_GLOBAL = '__earlyInput'

/** sessionStorage: the guest choices outlive page loads in the tab, so no reload drops one. */
export const GUEST_CHOICES_STORAGE_KEY = 'alon-cove:guests'

/** Marks the search form whose submit is 'Check Now', the guest selects, and the logo's reset. */
export const EARLY_ATTRIBUTES = {
  checkForm: 'data-check-rooms',
  guestField: 'data-guests',
  reset: 'data-reset-rooms',
} as const

function earlyInput(): EarlyInput | undefined {
  return (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL]
}

/**
 * This tab's guest choices as the early script holds them: the saved ones and any made since the
 * page loaded. Read before hydrating, so the app's first render shows them, and again when it has
 * hydrated, for a choice made while it was hydrating.
 */
export function earlyChoices(): Record<string, string> {
  const state = earlyInput()
  return state && !state.taken ? { ...state.choices } : {}
}

/** The app has taken over (hydrated): from now on its own handlers answer. */
export function endEarlyInput() {
  const state = earlyInput()
  if (state) state.taken = true
}

/** How long ago 'Check Now' was pressed before the app took over, or null if it was not; once. */
export function takeEarlyCheck(now = performance.now()): number | null {
  const state = earlyInput()
  if (!state || state.checkPressedAt === null) return null
  const pressedAt = state.checkPressedAt
  state.checkPressedAt = null
  return Math.max(0, now - pressedAt)
}

/**
 * Whether `form` was submitted before the app took over, once: the script held the submit, so the
 * app sends it as it takes over, with what was typed.
 */
export function takeEarlySubmit(form: HTMLFormElement | null): boolean {
  const state = earlyInput()
  if (!form || state?.submitted !== form) return false
  state.submitted = undefined
  return true
}

/**
 * Takes down the overlay of an early 'Check Now', if one is up: the page behind it is no longer
 * inert and focus is back where it was. The app's overlay calls it as it takes over, so there
 * is never a frame without one.
 */
export function endEarlyOverlay() {
  const state = earlyInput()
  if (!state?.overlay) return
  state.overlay.remove()
  state.overlay = null
  for (const element of document.body.children) (element as HTMLElement).inert = false
  if (state.focusedBefore instanceof HTMLElement) state.focusedBefore.focus()
}

/** Saves the app's guest choices for the tab's next page loads. */
export function saveGuestChoices(choices: Record<string, string>) {
  try {
    sessionStorage.setItem(GUEST_CHOICES_STORAGE_KEY, JSON.stringify(choices))
  } catch {
    // Storage refused: the choices last as long as the page, as they always did.
  }
}
