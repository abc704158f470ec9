import { CircleAlert } from 'lucide'
import type { Ref } from 'react'
import { Link } from 'react-router'
import { Icon } from '../../components/icon'
import type { BookingProblem } from './booking-problem'
import { useBookingWords } from '../../i18n/use-booking-words'

type FormProblemAlertProps = {
  ref: Ref<HTMLDivElement>
  problem: BookingProblem | null
  /** Where the guest goes to choose other dates, when that is the way forward. */
  backToDates: string
}

/**
 * A refused booking in words, above the button: always in the page as an alert, so what it
 * says is announced, and focusable, so focus can go to it.
 */
export function FormProblemAlert({ ref, problem, backToDates }: FormProblemAlertProps) {
  const words = useBookingWords()
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="outline-none">
      {problem && (
        <div className="bg-sand p-5 text-danger">
          <p className="flex items-start gap-2">
            <Icon node={CircleAlert} className="mt-0.5 size-5 shrink-0" />
            {problem.message}
          </p>
          {problem.chooseAgain && (
            <Link to={backToDates} className="mt-3 inline-block text-sea-deep underline">
              {words.chooseOtherDates}
            </Link>
          )}
        </div>
      )}
    </div>
  )
}
