/**
 * A language's text over content/'s English: each field left out (a room's description, a
 * slide's title, the rules) shows in English.
 */
export type ContentText = {
  resort?: { tagline?: string; description?: string; roomNote?: string; rulesIntro?: string }
  rooms?: Record<number, { description?: string }>
  slides?: Record<number, { title?: string; btnNext?: string }>
  /** The hotel rules in content/rules.ts's order. */
  rules?: string[]
  /** Facility names by their icon (content/rooms.ts). */
  facilities?: Record<string, string>
  /** Reservations mode's contact block: the ways here in content/contact.ts's order. */
  contact?: { gettingHere?: { way?: string; text?: string }[] }
}
