import { useState } from 'react'
import { flushSync } from 'react-dom'
import type { ReservationView } from '../../../../domain/api-contract'
import type { StayChangeResponse } from '../../../../domain/staff-contract'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { ChangeStayDialog } from './change-stay-dialog'

type ChangeStayProps = {
  reservation: ReservationView
  onChanged: (changed: StayChangeResponse) => void
}

/** 'Change stay' and its dialog, for a stay the API says may change. */
export function ChangeStay({ reservation, onChanged }: ChangeStayProps) {
  const [open, setOpen] = useState(false)
  // Each opening starts from the stay as it is now, not from what was typed last time.
  const [opening, setOpening] = useState(0)

  function changed(result: StayChangeResponse) {
    // Closed first, so the focus the dialog gives back can move on to the screen's message.
    flushSync(() => setOpen(false))
    onChanged(result)
  }

  return (
    <section aria-labelledby="change-heading" className="st:bg-white st:p-5 st:md:p-6">
      <h2 id="change-heading" className="st:font-display st:text-2xl st:text-sea-deep">
        Change
      </h2>
      <p className="st:mt-2 st:text-muted">
        {reservation.status === 'checked_in'
          ? 'A later or earlier check-out: the nights had keep their price, new ones are priced at today’s. The guest is emailed the new stay.'
          : 'New dates, room or rate, priced at today’s prices. The guest is emailed the new stay.'}
      </p>
      <button
        type="button"
        className={`${SECONDARY_BUTTON} st:mt-4`}
        onClick={() => {
          setOpening((count) => count + 1)
          setOpen(true)
        }}
      >
        Change stay
      </button>
      <ChangeStayDialog
        key={opening}
        open={open}
        reservation={reservation}
        onClose={() => setOpen(false)}
        onChanged={changed}
      />
    </section>
  )
}
