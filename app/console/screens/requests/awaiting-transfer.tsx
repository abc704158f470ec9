import { Link } from 'react-router'
import { formatCentavos } from '../../../../domain/money'
import type { AwaitingTransferView } from '../../../../domain/staff-contract'
import { toStaffReservationPath } from '../../../../domain/staff-paths'
import { describeHold, describeStayNights } from '../../ui/staff-words'

/**
 * Bookings held for a bank transfer with no receipt waiting, the hold ending soonest first: the
 * desk can call the guest before the hold ends, where before they showed nowhere until a receipt
 * came. Shown only when there are some.
 */
export function AwaitingTransfer({ holds }: { holds: AwaitingTransferView[] }) {
  if (holds.length === 0) return null
  return (
    <section aria-labelledby="awaiting-transfer-heading" className="st:mt-8">
      <h2 id="awaiting-transfer-heading" className="st:font-display st:text-3xl st:text-sea-deep">
        Awaiting transfer
      </h2>
      <p className="st:mt-2 st:text-muted">
        Held for the guest’s bank transfer; no receipt has come in yet. The hold ending soonest
        first.
      </p>
      <ul className="st:mt-4 st:flex st:flex-col st:bg-white st:px-5 st:md:px-6">
        {holds.map((hold) => (
          <li
            key={hold.ref}
            className="st:flex st:flex-col st:gap-1 st:border-b st:border-sand-deep st:py-4 st:last:border-0"
          >
            <p className="st:flex st:flex-wrap st:items-baseline st:gap-x-3 st:gap-y-1">
              <Link
                to={toStaffReservationPath(hold.ref)}
                className="st:font-mono st:tracking-[0.12em] st:text-sea-deep st:underline st:underline-offset-4"
              >
                {hold.ref}
              </Link>
              <span className="st:font-medium st:wrap-anywhere">{hold.guestName}</span>
              <span className="st:text-sm st:font-medium st:text-accent-deep">
                {describeHold(hold.holdExpiresAt)}
              </span>
            </p>
            <p className="st:text-sm st:text-muted">
              {hold.roomName} · {describeStayNights(hold.checkIn, hold.checkOut)} · Total{' '}
              {formatCentavos(hold.total)} · Deposit asked {formatCentavos(hold.deposit)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
