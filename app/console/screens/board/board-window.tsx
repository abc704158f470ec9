import { ChevronLeft, ChevronRight } from 'lucide'
import { Link, useNavigate } from 'react-router'
import { addDays, parseIsoDate, type IsoDate } from '../../../../domain/calendar'
import { BOARD_NIGHTS } from '../../../../domain/staff-contract'
import { toStaffBoardPath } from '../../../../domain/staff-paths'
import { Icon } from '../../../components/icon'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { CONTROL_CLASS, FieldLabel } from '../../ui/field-parts'

const LENGTHS = [14, 21, 30, 45, 60] as const

/**
 * The board's window: its first night and how many nights, each an address (?from=&nights=),
 * so the back button and a shared link keep it; earlier and later by the window's length.
 */
export function BoardWindow({
  from,
  nights,
  today,
}: {
  from: IsoDate
  nights: number
  today: IsoDate
}) {
  const navigate = useNavigate()
  return (
    <div className="st:flex st:flex-wrap st:items-end st:gap-3">
      <div>
        <FieldLabel htmlFor="board-from">First night</FieldLabel>
        <input
          id="board-from"
          type="date"
          value={from}
          onChange={(event) => {
            const chosen = parseIsoDate(event.target.value)
            if (chosen) void navigate(toStaffBoardPath(chosen, nights))
          }}
          className={`${CONTROL_CLASS} st:w-auto st:py-2`}
        />
      </div>
      <div>
        <FieldLabel htmlFor="board-nights">Nights</FieldLabel>
        <select
          id="board-nights"
          value={nights}
          onChange={(event) => void navigate(toStaffBoardPath(from, Number(event.target.value)))}
          className={`${CONTROL_CLASS} st:w-auto st:py-2`}
        >
          {[...new Set([...LENGTHS, nights])]
            .filter((length) => length >= BOARD_NIGHTS.fewest && length <= BOARD_NIGHTS.most)
            .sort((a, b) => a - b)
            .map((length) => (
              <option key={length} value={length}>
                {length} nights
              </option>
            ))}
        </select>
      </div>
      <nav aria-label="Board nights" className="st:flex st:flex-wrap st:gap-3">
        <Link to={toStaffBoardPath(addDays(from, -nights), nights)} className={SECONDARY_BUTTON}>
          <Icon node={ChevronLeft} className="st:size-4" />
          Earlier
        </Link>
        {from !== today && (
          <Link to={toStaffBoardPath(today, nights)} className={SECONDARY_BUTTON}>
            From today
          </Link>
        )}
        <Link to={toStaffBoardPath(addDays(from, nights), nights)} className={SECONDARY_BUTTON}>
          Later
          <Icon node={ChevronRight} className="st:size-4" />
        </Link>
      </nav>
    </div>
  )
}
