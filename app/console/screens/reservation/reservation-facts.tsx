import type { ReservationView } from '../../../../domain/api-contract'
import { formatStayDate } from '../../../../domain/calendar'
import { formatCentavos } from '../../../../domain/money'
import { describeNights, describeParty } from '../../../lib/stay-words'
import { describeHold, describeStayPrice, formatResortTime } from '../../ui/staff-words'

/** Every field of a reservation, as two definition lists: the stay and its price, the guest. */
export function ReservationFacts({ reservation }: { reservation: ReservationView }) {
  const { breakdown } = reservation
  const stay: [string, string][] = [
    ['Room', reservation.roomName],
    ['Check in', formatStayDate(reservation.checkIn)],
    ['Check out', formatStayDate(reservation.checkOut)],
    ['Nights', describeNights(reservation.nights)],
    ['Guests', describeParty(reservation)],
    ['Rate', reservation.rateLabel],
    ['Price', describeStayPrice(breakdown)],
    ['Total', formatCentavos(reservation.total)],
    ...(breakdown.policy.text ? [['Cancellation', breakdown.policy.text] as [string, string]] : []),
    ...(reservation.cancellationCharge
      ? [
          ['Due for the cancellation', formatCentavos(reservation.cancellationCharge)] as [
            string,
            string,
          ],
        ]
      : []),
    ['Hold', describeHold(reservation.holdExpiresAt)],
    ['Created', formatResortTime(reservation.createdAt)],
  ]
  const guest: [string, string][] = [
    ['Name', reservation.guest.name],
    ['Email', reservation.guest.email || 'None given'],
    ['Phone', reservation.guest.phone],
    ['Special requests', reservation.notes || 'None'],
  ]
  return (
    <div className="st:grid st:gap-6 st:lg:grid-cols-2">
      <FactList title="Stay" facts={stay} />
      <FactList title="Guest" facts={guest} />
    </div>
  )
}

function FactList({ title, facts }: { title: string; facts: [string, string][] }) {
  const id = `facts-${title.toLowerCase()}`
  return (
    <section aria-labelledby={id} className="st:bg-white st:p-5 st:md:p-6">
      <h2 id={id} className="st:font-display st:text-2xl st:text-sea-deep">
        {title}
      </h2>
      <dl className="st:mt-3 st:flex st:flex-col">
        {facts.map(([term, detail]) => (
          <div
            key={term}
            className="st:flex st:flex-col st:gap-0.5 st:border-b st:border-sand-deep st:py-2 st:last:border-0 st:sm:flex-row st:sm:gap-4"
          >
            <dt className="st:shrink-0 st:text-muted st:sm:w-36">{term}</dt>
            <dd className={`st:break-words ${term === 'Total' ? 'st:font-medium' : ''}`}>
              {detail}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
