import type { ExtraOffer } from '../../../domain/api-contract'
import type { ExtraChoice } from '../../../domain/extras'

/**
 * The extras a guest ticks in the booking form, in the order the resort offers them; a
 * `per_item` extra with how many, every other one once (the stay counts its units).
 */
export function chooseExtra(
  chosen: readonly ExtraChoice[],
  offered: readonly ExtraOffer[],
  code: string,
  quantity: number | null,
): ExtraChoice[] {
  const others = chosen.filter((choice) => choice.code !== code)
  const next = quantity === null ? others : [...others, { code, quantity }]
  const place = (choice: ExtraChoice) => offered.findIndex((extra) => extra.code === choice.code)
  return next.sort((a, b) => place(a) - place(b))
}

/** How many of the extra the guest chose, or null when it is not ticked. */
export function quantityChosen(chosen: readonly ExtraChoice[], code: string): number | null {
  return chosen.find((choice) => choice.code === code)?.quantity ?? null
}
