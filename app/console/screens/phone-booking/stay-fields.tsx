import type { AvailabilityResponse, RoomAvailability } from '../../../../domain/api-contract'
import type { IsoDate } from '../../../../domain/calendar'
import { MAX_ADULTS, MAX_KIDS, MIN_ADULTS } from '../../../../domain/party'
import { ErrorText } from '../../ui/field-parts'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { fieldId, SOLD_OUT_ID } from './phone-booking-ids'
import type { PhoneBookingDraft, PhoneBookingProblems } from './phone-booking-draft'
import { rateOptionLabel, roomOptionLabel } from './room-offers'

const numbers = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => {
    const value = String(from + index)
    return { value, label: value }
  })

type StayFieldsProps = {
  draft: PhoneBookingDraft
  rooms: RoomAvailability[]
  /** The stay's availability, once its dates make one; its rooms then say what is left. */
  quote: AvailabilityResponse | null
  today: IsoDate
  problems: PhoneBookingProblems
  soldOut: string | null
  set: (field: keyof PhoneBookingDraft) => (value: string) => void
  chooseRoom: (roomId: string) => void
}

/** The stay's fields: room, dates, party and rate; sold out concerns room and dates alike. */
export function StayFields({
  draft,
  rooms,
  quote,
  today,
  problems,
  soldOut,
  set,
  chooseRoom,
}: StayFieldsProps) {
  const room = rooms.find((candidate) => String(candidate.id) === draft.roomId)
  const shared = soldOut ? SOLD_OUT_ID : undefined
  return (
    <fieldset className="st:grid st:gap-4 st:bg-white st:p-5 st:sm:grid-cols-2 st:md:p-6">
      <legend className="st:float-left st:mb-2 st:font-display st:text-2xl st:text-sea-deep st:sm:col-span-2">
        Stay
      </legend>
      <div className="st:sm:col-span-2">
        <SelectField
          id={fieldId('roomId')}
          label="Room"
          value={draft.roomId}
          options={(quote?.rooms ?? rooms).map((option) => ({
            value: String(option.id),
            label: roomOptionLabel(option, quote !== null),
          }))}
          onChange={chooseRoom}
          error={problems.roomId}
          sharedProblemId={shared}
        />
      </div>
      <TextField
        id={fieldId('checkIn')}
        label="Check in"
        type="date"
        min={today}
        value={draft.checkIn}
        onChange={set('checkIn')}
        error={problems.checkIn}
        sharedProblemId={shared}
      />
      <TextField
        id={fieldId('checkOut')}
        label="Check out"
        type="date"
        min={draft.checkIn || today}
        value={draft.checkOut}
        onChange={set('checkOut')}
        error={problems.checkOut}
        sharedProblemId={shared}
      />
      <SelectField
        id={fieldId('adults')}
        label="Adults"
        value={draft.adults}
        options={numbers(MIN_ADULTS, MAX_ADULTS)}
        onChange={set('adults')}
        error={problems.adults}
      />
      <SelectField
        id={fieldId('kids')}
        label="Kids"
        value={draft.kids}
        options={numbers(0, MAX_KIDS)}
        onChange={set('kids')}
        error={problems.kids}
      />
      <div className="st:sm:col-span-2">
        <SelectField
          id={fieldId('rate')}
          label="Rate"
          value={draft.rate}
          options={(
            quote?.rooms.find((candidate) => candidate.id === room?.id)?.rates ??
            room?.rates ??
            []
          ).map((rate) => ({
            value: rate.code,
            label: rateOptionLabel(rate, quote ? quote.nights : null),
          }))}
          onChange={set('rate')}
          error={problems.rate}
        />
      </div>
      {soldOut && (
        <div id={SOLD_OUT_ID} role="alert" className="st:sm:col-span-2">
          <ErrorText>{soldOut}</ErrorText>
        </div>
      )}
    </fieldset>
  )
}
