import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Link, useLocation } from 'react-router'
import {
  addDays,
  formatStayDate,
  parseIsoDate,
  resortToday,
  type IsoDate,
} from '../../../../domain/calendar'
import { moveTargets } from '../../../../domain/room-board'
import { BOARD_NIGHTS, type BoardResponse, type BoardStay } from '../../../../domain/staff-contract'
import { toStaffReservationPath } from '../../../../domain/staff-paths'
import { describeProblem, staffApi } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { useLiveEvents } from '../../api/use-live-events'
import { useStaffData } from '../../api/use-staff-data'
import { LoadProblem } from '../../parts/load-problem'
import { ErrorText } from '../../ui/field-parts'
import { useStatusLines } from '../../ui/live-announcement'
import { ScreenHeading } from '../../ui/screen-heading'
import { BoardTable, type ChosenBar } from './board-table'
import { BoardWindow } from './board-window'
import { dropRefusal, movedWords, notMovableWords } from './board-words'
import { ChosenStay } from './chosen-stay'
import { MoveToDialog } from './move-to-dialog'
import type { DropTarget } from './use-bar-drag'

function nightsOf(text: string | null): number {
  const nights = Number(text)
  return Number.isInteger(nights) && nights >= BOARD_NIGHTS.fewest && nights <= BOARD_NIGHTS.most
    ? nights
    : BOARD_NIGHTS.usual
}

/**
 * '/staff/board?from=&nights=': the room board (docs/reservations.md, "The room board"), units by
 * nights, each stay a bar. A bar moves to another unit of its room type by dragging it or by
 * 'Move to…'; both are 'Assign room', so a unit another stay has is refused and nothing moves.
 * It follows the live feed, as Today does.
 */
export function BoardScreen() {
  const search = new URLSearchParams(useLocation().search)
  const today = resortToday(new Date())
  const from = parseIsoDate(search.get('from')) ?? today
  const nights = nightsOf(search.get('nights'))
  const { state, reload } = useStaffData(`${from}/${nights}`, () => staffApi.board(from, nights))
  const call = useStaffCall()
  const announcement = useStatusLines()
  const [refusal, setRefusal] = useState<{ words: string; ref: string } | null>(null)
  const [chosen, setChosen] = useState<ChosenBar | null>(null)
  const [movingTo, setMovingTo] = useState(false)
  const [moving, setMoving] = useState<string | null>(null)
  const chosenHeading = useRef<HTMLHeadingElement>(null)
  useLiveEvents(() => reload())

  const board = state.status === 'loaded' ? state.data : null
  const chosenStay = board?.stays.find((stay) => stay.ref === chosen?.ref)
  const roomOf = (stay: BoardStay) => board?.rooms.find((room) => room.id === stay.roomId)
  const labelOf = (unitId: number | null) =>
    board?.rooms.flatMap((room) => room.units).find((row) => row.unit?.id === unitId)?.unit
      ?.label ?? null

  function choose(bar: ChosenBar) {
    flushSync(() => {
      setChosen(bar)
      setRefusal(null)
    })
    chosenHeading.current?.focus()
  }

  /** Moves the stay; the refusal in words, or null once moved. */
  async function move(stay: BoardStay, label: string): Promise<string | null> {
    setRefusal(null)
    setMoving(stay.ref)
    const result = await call(staffApi.assign(stay.ref, label))
    setMoving(null)
    reload()
    if (result.ok) {
      announcement.say(movedWords(stay, label))
      return null
    }
    const problem = result.problem.fields.unit ?? describeProblem(result.problem)
    return `${problem} Nothing moved.`
  }

  async function dropped(bar: ChosenBar, target: DropTarget | null, data: BoardResponse) {
    const stay = data.stays.find((candidate) => candidate.ref === bar.ref)
    const room = stay && roomOf(stay)
    if (!stay || !room || !target || target.unitId === bar.unitId) return
    const targetRoom = data.rooms.find((candidate) => candidate.id === target.roomId)
    if (!targetRoom) return
    if (!stay.movable) return setRefusal({ words: notMovableWords(stay), ref: stay.ref })
    if (targetRoom.id !== room.id || target.unitId === null) {
      const words = dropRefusal(stay, room.name, {
        roomName: targetRoom.name,
        label: labelOf(target.unitId),
      })
      return setRefusal({ words, ref: stay.ref })
    }
    const label = labelOf(target.unitId)
    if (!label) return
    const problem = await move(stay, label)
    if (problem) setRefusal({ words: problem, ref: stay.ref })
  }

  return (
    <div className="st:mx-auto st:max-w-[100rem] st:px-5 st:py-10">
      <BoardHeading from={from} nights={nights} today={today} onRefresh={reload} />
      <p
        id="board-announcement"
        tabIndex={-1}
        role="status"
        className="st:mt-4 st:border-l-4 st:border-sea st:bg-white st:p-4 st:empty:border-0 st:empty:p-0"
      >
        {announcement.text}
      </p>
      <BoardRefusal refusal={refusal} />
      <div className="st:mt-4">
        {state.status === 'loading' && <p className="st:text-muted">Loading the board…</p>}
        {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
        {board && (
          <>
            <p className="st:mb-2 st:text-sm st:text-muted st:lg:hidden">
              The board scrolls sideways: swipe it. Tap a stay to move it or open it.
            </p>
            <BoardTable
              board={board}
              caption={`${formatStayDate(board.from)} to ${formatStayDate(addDays(board.from, board.nights.length))}, ${board.nights.length} nights`}
              chosen={chosen}
              moving={moving}
              onChoose={choose}
              onDrop={(bar, target) => void dropped(bar, target, board)}
            />
          </>
        )}
      </div>
      {chosen && chosenStay && (
        <ChosenStay
          ref={chosenHeading}
          stay={chosenStay}
          roomName={roomOf(chosenStay)?.name ?? ''}
          where={labelOf(chosen.unitId)}
          onMoveTo={() => setMovingTo(true)}
          onClear={() => setChosen(null)}
        />
      )}
      {movingTo && chosen && chosenStay && (
        <MoveToDialog
          stay={chosenStay}
          from={labelOf(chosen.unitId)}
          units={moveTargets(roomOf(chosenStay) ?? { units: [] }, chosen.unitId)}
          onClose={() => setMovingTo(false)}
          onMove={async (label) => {
            const problem = await move(chosenStay, label)
            if (problem !== null) return problem
            // The chosen bar and its dialog are gone: focus goes to what happened.
            flushSync(() => {
              setMovingTo(false)
              setChosen(null)
            })
            document.getElementById('board-announcement')?.focus()
            return null
          }}
        />
      )}
    </div>
  )
}

function BoardHeading({
  from,
  nights,
  today,
  onRefresh,
}: {
  from: IsoDate
  nights: number
  today: IsoDate
  onRefresh: () => void
}) {
  return (
    <>
      <ScreenHeading onRefresh={onRefresh}>Room board</ScreenHeading>
      <p className="st:mt-2 st:max-w-3xl st:text-muted">
        Each row is a unit, each column a night. Drag a stay’s bar onto another unit of its room
        type, or choose the bar and then ‘Move to…’. Hatched nights are closed; other channels’
        bookings have a row of their own.
      </p>
      <div className="st:mt-5">
        <BoardWindow from={from} nights={nights} today={today} />
      </div>
    </>
  )
}

/** A move refused, in words, with the way to the stay; the alert region is always there. */
function BoardRefusal({ refusal }: { refusal: { words: string; ref: string } | null }) {
  return (
    <div role="alert" className="st:mt-2">
      {refusal && (
        <div className="st:border-l-4 st:border-danger st:bg-white st:p-4">
          <ErrorText>{refusal.words}</ErrorText>
          <Link
            to={toStaffReservationPath(refusal.ref)}
            className="st:mt-2 st:inline-block st:text-sea-deep st:underline"
          >
            Open reservation {refusal.ref}
          </Link>
        </div>
      )}
    </div>
  )
}
