/**
 * The extras a booking or an availability question names, priced from the catalogue in force
 * (docs/reservations.md, "Extras"), or refused in words under the `extras` field.
 */
import type { Kysely, Transaction } from 'kysely'
import {
  priceChoices,
  type ExtraChoice,
  type PricedExtra,
  type StayCount,
} from '../../../domain/extras'
import { listExtras } from '../data/extras'
import type { Database } from '../data/tables'
import { invalid, ok, refuse, type Outcome } from './problem'

/** `online`: a guest's choice, which only the extras offered online may fill. */
export async function priceStayExtras(
  db: Kysely<Database> | Transaction<Database>,
  choices: readonly ExtraChoice[],
  stay: StayCount,
  online: boolean,
): Promise<Outcome<PricedExtra[]>> {
  if (choices.length === 0) return ok([])
  return pricedOrRefused(priceChoices(await listExtras(db), choices, stay, { online }))
}

export function pricedOrRefused(priced: ReturnType<typeof priceChoices>): Outcome<PricedExtra[]> {
  return 'problem' in priced ? refuse(invalid({ extras: priced.problem })) : ok(priced.extras)
}
