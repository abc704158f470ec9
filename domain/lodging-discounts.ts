/**
 * The senior citizen and PWD discount on lodging (RA 9994, RA 10754), as folio lines
 * (docs/senior-and-pwd-discounts.md has the worked examples the tests check to the centavo).
 * Each beneficiary's share of the lodging charges is the charge divided by every guest on the
 * stay, kids included. That share is sold without VAT (a `vat_exemption` line taking the
 * 12/112 inside it back), then 20% comes off what remains (a `discount` line). A promo and the
 * 20% never both reduce one share: the share keeps whichever takes off more, and the VAT
 * exemption applies either way.
 */
import type { IsoDate } from './calendar'
import type { Centavos } from './money'
import type { ChargeLine } from './folio'
import { folioTotal, isBeneficiaryLine, isEarlyNightLine, reversalLines, vatOf } from './folio'
import { roundCentavos } from './pricing'

export const BENEFICIARY_KINDS = ['senior', 'pwd'] as const
export type BeneficiaryKind = (typeof BENEFICIARY_KINDS)[number]

/** A guest on the stay who showed a senior citizen's or a PWD's ID. */
export type Beneficiary = { kind: BeneficiaryKind; name: string; idNumber: string }

export const BENEFICIARY_WORDS: Record<BeneficiaryKind, { who: string; id: string }> = {
  senior: { who: 'Senior citizen', id: 'OSCA ID' },
  pwd: { who: 'PWD', id: 'PWD ID' },
}

const DISCOUNT_PERCENT = 20

/** What the stay's lodging comes to, before its promo, and what its promo takes off. */
export type Lodging = { charges: Centavos; promo: Centavos; guests: number }

/** Why a list of beneficiaries cannot stand, or null when it can. */
export function beneficiaryProblem(
  beneficiaries: readonly Beneficiary[],
  guests: number,
): string | null {
  if (beneficiaries.length > guests) {
    return `The stay has ${guests} guest${guests === 1 ? '' : 's'}: no more can have the discount.`
  }
  const names = new Set<string>()
  const ids = new Set<string>()
  for (const { name, idNumber } of beneficiaries) {
    const person = name.trim().toLowerCase()
    const id = idNumber.trim().toLowerCase()
    if (!person || !id) return 'Each guest with the discount needs a name and an ID number.'
    if (names.has(person) || ids.has(id)) {
      return 'A guest has the discount once, as a senior citizen or as a PWD, never both.'
    }
    names.add(person)
    ids.add(id)
  }
  return null
}

function line(
  kind: ChargeLine['kind'],
  description: string,
  date: IsoDate,
  amount: Centavos,
  vat: Centavos,
): ChargeLine {
  return { kind, description, date, quantity: 1, unitAmount: amount, amount, vat }
}

/**
 * The lines one beneficiary's share adds to the folio: the promo's part of that share given
 * back when the 20% takes off more, the VAT exemption, and the 20%. The exemption carries the
 * whole of its amount as VAT taken back; the 20% is of a share without VAT, so it carries none.
 * The words name the beneficiary by kind and number only (`Senior citizen 1`): a folio line
 * is kept for good, and the name and ID number stay where they can be erased.
 */
export function beneficiaryLines(lodging: Lodging, who: string, date: IsoDate): ChargeLine[] {
  const share = roundCentavos(lodging.charges / lodging.guests)
  const promoShare = roundCentavos(lodging.promo / lodging.guests)
  const promoOnly = vatOf(share - promoShare)
  const exemption = vatOf(share)
  const twenty = roundCentavos(((share - exemption) * DISCOUNT_PERCENT) / 100)
  // What the share comes to either way, rounded as the lines are: the cheaper one stands.
  if (share - exemption - twenty >= share - promoShare - promoOnly) {
    return [
      line('vat_exemption', `${who}: VAT exemption on their share`, date, -promoOnly, -promoOnly),
    ]
  }
  const promoBack =
    promoShare > 0
      ? [
          line(
            'discount',
            `${who}: promo not combined with the ${DISCOUNT_PERCENT}%`,
            date,
            promoShare,
            vatOf(promoShare),
          ),
        ]
      : []
  return [
    ...promoBack,
    line('vat_exemption', `${who}: VAT exemption on their share`, date, -exemption, -exemption),
    line('discount', `${who}: ${DISCOUNT_PERCENT}% discount`, date, -twenty, 0),
  ]
}

/** How the lines name each beneficiary: their kind and their number among that kind. */
export function beneficiaryLabels(beneficiaries: readonly Pick<Beneficiary, 'kind'>[]): string[] {
  const counts: Record<BeneficiaryKind, number> = { senior: 0, pwd: 0 }
  return beneficiaries.map(({ kind }) => {
    counts[kind] += 1
    return `${BENEFICIARY_WORDS[kind].who} ${counts[kind]}`
  })
}

/** Every beneficiary's lines, in the order they were named. */
export function lodgingDiscountLines(
  lodging: Lodging,
  beneficiaries: readonly Beneficiary[],
  date: IsoDate,
): ChargeLine[] {
  return beneficiaryLabels(beneficiaries).flatMap((who) => beneficiaryLines(lodging, who, date))
}

/**
 * The stay's lodging as its folio has it now: the room lines of the nights still charged (an
 * early check-out's nights taken off are not), the promo's part of them in proportion, and
 * the guests. Beneficiary lines are left out, so the figures are those before any discount.
 */
export function lodgingOf(lines: readonly ChargeLine[], guests: number): Lodging {
  const offNights = new Set(
    lines.filter((line) => isEarlyNightLine(line) && line.amount !== 0).map((line) => line.date),
  )
  const rooms = lines.filter((line) => line.kind === 'room')
  const roomTotal = folioTotal(rooms)
  const charges = folioTotal(rooms.filter((line) => !offNights.has(line.date)))
  const promoLines = lines.filter((line) => line.kind === 'discount' && !isBeneficiaryLine(line))
  const promo = roomTotal === 0 ? 0 : -roundCentavos((folioTotal(promoLines) * charges) / roomTotal)
  return { charges, promo, guests }
}

/**
 * What the folio needs written for its beneficiaries to stand as `beneficiaries` say: nothing
 * when its open beneficiary lines already are what they should be; otherwise those reversed
 * and the right ones written, dated `date`.
 */
export function beneficiaryRepricing(
  lines: readonly ChargeLine[],
  beneficiaries: readonly Pick<Beneficiary, 'kind'>[],
  guests: number,
  date: IsoDate,
): ChargeLine[] {
  const reversed = reversalLines(lines, isBeneficiaryLine)
  const lodging = lodgingOf(lines, guests)
  const wanted =
    lodging.charges > 0
      ? beneficiaryLabels(beneficiaries).flatMap((who) => beneficiaryLines(lodging, who, date))
      : []
  const keyOf = (line: ChargeLine, sign: number) =>
    JSON.stringify([line.kind, line.description, sign * line.amount])
  const have = reversed.map((line) => keyOf(line, -1)).sort()
  const want = wanted.map((line) => keyOf(line, 1)).sort()
  if (JSON.stringify(have) === JSON.stringify(want)) return []
  return [...reversed, ...wanted]
}
