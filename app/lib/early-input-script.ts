import {
  EARLY_ATTRIBUTES,
  EARLY_INPUT_GLOBAL,
  GUEST_CHOICES_STORAGE_KEY,
  type EarlyInput,
} from './early-input'
import { LOADING_OVERLAY } from './loading-overlay-look'

type EarlyScriptConfig = {
  globalName: string
  storageKey: string
  checkForm: string
  guestField: string
  reset: string
  overlay: typeof LOADING_OVERLAY & { label: string }
}

/**
 * Runs in <head>, before the first paint, as an inline script: it must stay self-contained (no
 * imports, no outside names but browser globals) and small. Until the app takes over it:
 * - shows the tab's saved guest choices in the guest selects as soon as they are parsed;
 * - records each guest choice (and saves it for the tab);
 * - stops every form's native submit (a page reload, which would drop what was typed) and notes
 *   the form, for the app to send as it takes over; 'Check Now' shows the loading overlay;
 * - makes the logo's reset forget the saved choices (the logo's link then loads '/').
 */
export function recordEarlyInput(config: EarlyScriptConfig) {
  const state: EarlyInput = {
    taken: false,
    choices: {},
    checkPressedAt: null,
    overlay: null,
    focusedBefore: null,
  }
  Object.assign(window, { [config.globalName]: state })
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(config.storageKey) || '{}')
    if (saved && typeof saved === 'object') Object.assign(state.choices, saved)
  } catch {
    // No storage (private mode, blocked) or a damaged entry: start from the defaults.
  }
  const save = () => {
    try {
      sessionStorage.setItem(config.storageKey, JSON.stringify(state.choices))
    } catch {
      // The choice still counts on this page; it only will not outlive it.
    }
  }
  const guestField = (target: EventTarget | null) =>
    target instanceof HTMLSelectElement && target.hasAttribute(config.guestField) ? target : null

  document.addEventListener('DOMContentLoaded', () => {
    if (state.taken) return
    document.querySelectorAll(`select[${config.guestField}]`).forEach((element) => {
      const select = element as HTMLSelectElement
      const saved = state.choices[select.name]
      if ([...select.options].some((option) => option.value === saved)) select.value = saved ?? ''
    })
  })
  document.addEventListener(
    'change',
    (event) => {
      const select = guestField(event.target)
      if (state.taken || !select) return
      state.choices[select.name] = select.value
      save()
    },
    true,
  )
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (state.taken || !(form instanceof HTMLFormElement)) return
      event.preventDefault()
      state.submitted = form
      if (!form.hasAttribute(config.checkForm) || state.checkPressedAt !== null) return
      state.checkPressedAt = performance.now()
      const overlay = document.createElement('div')
      overlay.setAttribute('role', 'status')
      overlay.setAttribute('aria-label', config.overlay.label)
      overlay.tabIndex = -1
      overlay.className = config.overlay.className
      const spinner = document.createElement('span')
      spinner.setAttribute('aria-hidden', 'true')
      spinner.className = config.overlay.spinnerClassName
      overlay.append(spinner)
      // Like the app's overlay: the page behind is inert and focus waits on the overlay.
      for (const element of document.body.children) (element as HTMLElement).inert = true
      state.focusedBefore = document.activeElement
      state.overlay = overlay
      document.body.append(overlay)
      overlay.focus()
    },
    true,
  )
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target
      if (state.taken || !(target instanceof Element) || !target.closest(`[${config.reset}]`))
        return
      state.choices = {}
      save()
    },
    true,
  )
}

/**
 * The inline <head> script: recordEarlyInput with this site's names, and the overlay's name in the
 * page's language. A function, so that the browser bundle, which never calls it, carries none of it.
 */
export function earlyInputScript(overlayLabel: string) {
  const config: EarlyScriptConfig = {
    globalName: EARLY_INPUT_GLOBAL,
    storageKey: GUEST_CHOICES_STORAGE_KEY,
    ...EARLY_ATTRIBUTES,
    overlay: { label: overlayLabel, ...LOADING_OVERLAY },
  }
  return `(${recordEarlyInput.toString()})(${JSON.stringify(config)})`
}
