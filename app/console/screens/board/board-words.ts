/** The room board's words: a stay's bar, its balance, and what a drop or a move came to. */
import { formatStayDate } from '../../../../domain/calendar'
import { formatCentavos } from '../../../../domain/money'
import type { BoardStay } from '../../../../domain/staff-contract'
import { statusWord } from '../../ui/staff-words'

/** Whose stay: the guest, or words for details erased. */
export function guestOf(stay: Pick<BoardStay, 'guestName'>): string {
  return stay.guestName ?? 'Guest details erased'
}

export function balanceWords(balance: number): string {
  if (balance > 0) return `owes ${formatCentavos(balance)}`
  if (balance < 0) return `${formatCentavos(-balance)} to give back`
  return 'paid'
}

/** Short enough for a bar: '₱4,500 due', or nothing once paid. */
export function balanceMark(balance: number): string {
  if (balance > 0) return `${formatCentavos(balance)} due`
  if (balance < 0) return `${formatCentavos(-balance)} back`
  return ''
}

/** A bar's name for screen readers and its title for a pointer: who, state, nights, money. */
export function barWords(stay: BoardStay, where: string): string {
  return [
    `${guestOf(stay)} (${stay.ref})`,
    where,
    statusWord(stay.status),
    `${formatStayDate(stay.checkIn)} to ${formatStayDate(stay.checkOut)}`,
    balanceWords(stay.balance),
  ].join(', ')
}

export function movedWords(stay: BoardStay, label: string): string {
  return `${guestOf(stay)} (${stay.ref}) is in ${label} now.`
}

/**
 * Why a drop did nothing. Another room type means another price, so it is 'Change stay' on the
 * reservation's screen; a stay keeps a unit once given one.
 */
export function dropRefusal(
  stay: BoardStay,
  roomName: string,
  target: { roomName: string; label: string | null },
): string {
  if (target.roomName !== roomName)
    return `${target.label ?? 'That row'} is one of the units of ${target.roomName}. A move to another room type or other dates is ‘Change stay’, on the reservation’s screen: it is priced anew. Nothing moved.`
  return `${guestOf(stay)} keeps a unit once given one: drop the bar on another ${roomName} unit. Nothing moved.`
}

export function notMovableWords(stay: BoardStay): string {
  return `${guestOf(stay)} (${stay.ref}) holds no nights from today on: there is nothing to move.`
}
