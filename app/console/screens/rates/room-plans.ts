import type { Scope } from '../../../../domain/pricing'
import type { RateGridRow } from '../../../../domain/staff-contract'

/** A room type and the rate plans it sells, as the forms offer them. */
export type RoomPlan = { id: number; name: string; rates: { code: string; label: string }[] }

/** The grid's rows (one per room type and rate plan) folded back into room types, in order. */
export function roomPlansOf(rows: readonly RateGridRow[]): RoomPlan[] {
  const plans: RoomPlan[] = []
  for (const row of rows) {
    let plan = plans.find((candidate) => candidate.id === row.roomId)
    if (!plan) {
      plan = { id: row.roomId, name: row.roomName, rates: [] }
      plans.push(plan)
    }
    if (!plan.rates.some((rate) => rate.code === row.rate))
      plan.rates.push({ code: row.rate, label: row.rateLabel })
  }
  return plans
}

/**
 * The rate plans to choose from for a room, or, for every room (`roomId` ''), each plan code
 * once: rooms share codes such as 'breakfast', and a rule for a code covers it in every room.
 */
export function rateChoicesFor(
  plans: readonly RoomPlan[],
  roomId: string,
): { code: string; label: string }[] {
  const rooms = roomId === '' ? plans : plans.filter((plan) => String(plan.id) === roomId)
  const choices: { code: string; label: string }[] = []
  for (const rate of rooms.flatMap((plan) => plan.rates)) {
    if (!choices.some((choice) => choice.code === rate.code)) choices.push(rate)
  }
  return choices
}

export function roomNameOf(plans: readonly RoomPlan[], roomId: number): string {
  return plans.find((plan) => plan.id === roomId)?.name ?? `Room ${roomId}`
}

function rateLabelOf(plans: readonly RoomPlan[], code: string): string {
  return rateChoicesFor(plans, '').find((choice) => choice.code === code)?.label ?? code
}

/** 'Hotel Rooms, With breakfast'; a missing room or rate covers them all, and says so. */
export function describeScope(scope: Scope, plans: readonly RoomPlan[]): string {
  const { roomId, rate } = scope
  if (roomId === undefined && rate === undefined) return 'Every room and rate plan'
  if (roomId === undefined) return `${rateLabelOf(plans, rate ?? '')}, in every room`
  const room = roomNameOf(plans, roomId)
  return rate === undefined ? `${room}, every rate plan` : `${room}, ${rateLabelOf(plans, rate)}`
}
