/**
 * The date picker's words in English: react-datepicker's own, which the English pages keep. Apart
 * from `en`, so that they load with the picker (a lazily loaded chunk) and not with every page;
 * the other languages' reach their pages in the loader data, with the rest of their words.
 * The month and day names come from the language's date-fns locale (stay-fields/date-locales.ts).
 */
export const enPicker = {
  /** The open calendar's name. */
  dialog: 'Choose Date',
  /** Before the month's name on its grid ('Month December, 2026'). */
  month: 'Month',
  previousMonth: 'Previous Month',
  nextMonth: 'Next Month',
  /** Before a day's full date ('Choose Thursday, December 24th, 2026'). */
  chooseDay: 'Choose',
  dayNotAvailable: 'Not available',
  /** docs/product.md §5: announced, not shown, for text that is no date the field takes. */
  invalidDate: 'Date input not valid.',
}

export type PickerWords = typeof enPicker
