/** What a language other than English gives its pages (its file in ./messages/). */
import type { Messages } from './messages/en'
import type { PickerWords } from './messages/en-picker'
import type { BookingWords } from './messages/booking/en'
import type { StayWords } from './messages/booking/en-stay'

/**
 * The head's words of a language's pages. English keeps its own in its route modules; `%s` is
 * the resort's name.
 */
export type HeadWords = {
  homeTitle: string
  notFoundTitle: string
  notFoundDescription: string
  roomNotFoundTitle: string
  roomNotFoundDescription: string
}

export type Catalogue = {
  words: Messages
  /** The date picker's words (English keeps its own with the picker). */
  picker: PickerWords
  head: HeadWords
  /**
   * CSS for this language's pages only (in their head, so the English pages' CSS stays as it
   * was): the brand faces have no CJK glyphs, so each CJK language gets a system font stack.
   */
  style?: string
}

/** Reservations mode's words of a language other than English (./messages/booking/). */
export type BookingCatalogue = { stay: StayWords; booking: BookingWords }
