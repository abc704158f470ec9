import { CircleAlert } from 'lucide'
import { useEffect, useId, useRef, useState } from 'react'
import type { GuestDateChange, ReservationView } from '../../../domain/api-contract'
import { isoFromLocalDate, localDateFromIso, resortToday } from '../../../domain/calendar'
import type { GuestDateChangeWay } from '../../../domain/guest-date-change'
import { formatCentavos } from '../../../domain/money'
import { Icon } from '../../components/icon'
import { StayDateFields } from '../../components/stay-fields/stay-date-fields'
import { useStayDates } from '../../components/stay-fields/use-stay-dates'
import { useLookupSpeech } from '../../i18n/lookup'
import type { ApiProblem } from '../../lib/api-client'
import { changeStayDates, findReservation } from '../../lib/reservations-api'
import {
  changeIntro,
  changeProblem,
  dateRefusalOf,
  differenceWords,
  newStayWords,
  sendLabel,
  sentWords,
} from './change-dates-words'
import { useDateChangePreview, type Preview } from './use-date-change-preview'

type ChangeDatesProps = {
  reservation: ReservationView
  email: string
  way: GuestDateChangeWay
  onChanged: (reservation: ReservationView) => void
}

const OUTLINE_BUTTON =
  'border border-sea-deep px-6 py-3 text-sm tracking-[0.2em] text-sea-deep uppercase hover:bg-sea-deep hover:text-white'

/**
 * 'Change dates' on a found booking: the guest picks new dates, reads the new total and the
 * difference, and sends them; a requested stay changes at once, a confirmed one's change is
 * asked of the resort. What was sent is said here, and focused when the stay is only asked
 * for (a change made reloads the booking, and the page focuses its state, as after any change).
 */
export function ChangeDates({ reservation, email, way, onChanged }: ChangeDatesProps) {
  const [open, setOpen] = useState(false)
  const [news, setNews] = useState('')
  const openRef = useRef<HTMLButtonElement>(null)
  const newsRef = useRef<HTMLParagraphElement>(null)
  const focusNext = useRef<'open' | 'news' | null>(null)
  const say = useLookupSpeech()

  useEffect(() => {
    const target = focusNext.current
    focusNext.current = null
    if (target === 'open') openRef.current?.focus()
    if (target === 'news') newsRef.current?.focus()
  })

  async function sent(change: GuestDateChange) {
    setNews(sentWords(change, say))
    setOpen(false)
    if (change.way !== 'at_once') {
      focusNext.current = 'news'
      return
    }
    const found = await findReservation(reservation.ref, email)
    if (found.ok) onChanged(found.data)
  }

  return (
    <>
      {/* Only with news: the page's own status above stays its one status until then. */}
      {news && (
        <p ref={newsRef} role="status" tabIndex={-1} className="mt-6 bg-white p-4 outline-none">
          {news}
        </p>
      )}
      {open ? (
        <ChangeDatesForm
          reservation={reservation}
          email={email}
          way={way}
          onSent={(change) => void sent(change)}
          onKeep={() => {
            setOpen(false)
            focusNext.current = 'open'
          }}
        />
      ) : (
        // On a line of its own: the default site's stylesheet, which every class here must
        // already be in, has no margin to set it beside 'Cancel reservation'.
        <div className="mt-8">
          <button
            ref={openRef}
            type="button"
            onClick={() => {
              setOpen(true)
              setNews('')
            }}
            className={OUTLINE_BUTTON}
          >
            {say.words.changeOpen}
          </button>
        </div>
      )}
    </>
  )
}

type ChangeDatesFormProps = Omit<ChangeDatesProps, 'onChanged'> & {
  onSent: (change: GuestDateChange) => void
  onKeep: () => void
}

function ChangeDatesForm({ reservation, email, way, onSent, onKeep }: ChangeDatesFormProps) {
  const id = useId()
  const say = useLookupSpeech()
  const { words } = say
  const headingRef = useRef<HTMLHeadingElement>(null)
  const dates = useStayDates({
    checkIn: localDateFromIso(reservation.checkIn),
    checkOut: localDateFromIso(reservation.checkOut),
  })
  const stay = newStayOf(reservation, dates.checkIn, dates.checkOut)
  const preview = useDateChangePreview(reservation.ref, email, stay)
  const [sending, setSending] = useState(false)
  // A refusal of sending holds for the dates it was sent with; other dates are priced anew.
  const [sendRefusal, setSendRefusal] = useState<{ key: string; problem: ApiProblem } | null>(null)
  const stayKey = `${stay?.checkIn}/${stay?.checkOut}`
  const sendProblem = sendRefusal?.key === stayKey ? sendRefusal.problem : null
  const problem = sendProblem ?? (preview.state === 'refused' ? preview.problem : null)
  const fieldProblem =
    problem &&
    dateRefusalOf(problem, say, { booked: reservation, wanted: stay }, resortToday(new Date()))

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  async function send() {
    if (preview.state !== 'priced' || sending) return
    setSending(true)
    const { checkIn, checkOut } = preview.change
    const result = await changeStayDates(reservation.ref, { email, checkIn, checkOut })
    setSending(false)
    if (result.ok) onSent(result.data)
    else setSendRefusal({ key: `${checkIn}/${checkOut}`, problem: result.problem })
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 bg-white p-5">
      <h3
        id={`${id}-heading`}
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-2xl text-sea-deep outline-none"
      >
        {words.changeHeading}
      </h3>
      <p className="mt-2">{changeIntro(way, words)}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <StayDateFields
          fieldClassName="h-[60px] border border-muted/70 bg-white"
          dates={dates}
          {...(fieldProblem && {
            problem: { field: fieldProblem.field, messageId: `${id}-problem` },
          })}
        />
      </div>
      {fieldProblem && (
        <p id={`${id}-problem`} className="mt-2 flex items-start gap-2 text-danger">
          <Icon node={CircleAlert} className="mt-0.5 size-5 shrink-0" />
          {fieldProblem.message}
        </p>
      )}
      <PreviewLines preview={preview} />
      {problem && !fieldProblem && (
        <p role="alert" className="mt-4 flex items-start gap-2 text-danger">
          <Icon node={CircleAlert} className="mt-0.5 size-5 shrink-0" />
          {changeProblem(problem, say)}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {preview.state === 'priced' && !sendProblem && (
          <button
            type="button"
            onClick={() => void send()}
            aria-disabled={sending}
            className="bg-accent px-6 py-3 text-sm tracking-[0.2em] text-white uppercase hover:bg-accent-deep aria-disabled:cursor-wait"
          >
            {sendLabel(way, words)}
          </button>
        )}
        <button type="button" onClick={onKeep} className={OUTLINE_BUTTON}>
          {words.changeKeep}
        </button>
      </div>
    </section>
  )
}

/** The price of the new dates as the server works it out, read out as it arrives. */
function PreviewLines({ preview }: { preview: Preview }) {
  const say = useLookupSpeech()
  const { words } = say
  return (
    <div role="status" className="mt-4">
      {preview.state === 'none' && <p className="text-muted">{words.changeChooseBoth}</p>}
      {preview.state === 'pricing' && <p className="text-muted">{words.changePricing}</p>}
      {preview.state === 'priced' && (
        <div className="bg-sand p-4">
          <p>{newStayWords(preview.change, say)}</p>
          <p className="mt-1 text-lg">
            {words.changeNewTotal}{' '}
            <span className="font-semibold">{formatCentavos(preview.change.total)}</span>
          </p>
          <p className="mt-1">{differenceWords(preview.change, words)}</p>
        </div>
      )}
    </div>
  )
}

/** Both dates chosen and not the booked ones: only then is there a change to price. */
function newStayOf(reservation: ReservationView, checkIn: Date | null, checkOut: Date | null) {
  if (!checkIn || !checkOut) return null
  const stay = { checkIn: isoFromLocalDate(checkIn), checkOut: isoFromLocalDate(checkOut) }
  const booked = stay.checkIn === reservation.checkIn && stay.checkOut === reservation.checkOut
  return booked ? null : stay
}
