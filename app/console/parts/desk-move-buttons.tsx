import { DESK_MOVES, type DeskMove } from '../../../domain/front-desk'
import type { StaffAction } from '../../../domain/staff-contract'
import { DANGER_BUTTON, PRIMARY_BUTTON } from '../ui/button-styles'
import { DESK_MOVE_LABELS } from './desk-move-words'

type DeskMoveButtonsProps = {
  actions: readonly StaffAction[]
  /** Read after each button's words, so a list of guests has buttons that differ: 'Check in AB12CD34'. */
  whose?: string
  onChoose: (move: DeskMove) => void
}

/** A button for each front desk move the server allows now (the stay's `actions`). */
export function DeskMoveButtons({ actions, whose, onChoose }: DeskMoveButtonsProps) {
  const moves = DESK_MOVES.filter((move) => actions.includes(move))
  return moves.map((move) => (
    <button
      key={move}
      type="button"
      onClick={() => onChoose(move)}
      className={move === 'no_show' ? DANGER_BUTTON : PRIMARY_BUTTON}
    >
      {DESK_MOVE_LABELS[move]}
      {whose && <span className="st:sr-only"> {whose}</span>}
    </button>
  ))
}
