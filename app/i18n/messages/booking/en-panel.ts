/**
 * Reservations mode: the room page's panel's line about the chosen dates, in English, and the
 * shape of those words in each language's `stay`. Apart from en-stay.ts so the home page's first
 * load goes without them.
 */
export const enPanel = {
  chooseYourDates: 'Choose your dates to see the price of your stay.',
  checkingYourDates: 'Checking your dates…',
  panelTooSmall:
    'This room sleeps up to %m: too small for %n guests. Choose fewer guests or another room.',
  soldOutForTheseDates: 'Sold out for these dates. Please choose other dates.',
  availableFor: 'Available for %n.',
  availableForFew: 'Available for %n. Only %u left.',
}

export type PanelWords = typeof enPanel
