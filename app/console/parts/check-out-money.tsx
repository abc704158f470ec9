import { Link } from 'react-router'
import { formatStayDate } from '../../../domain/calendar'
import { formatCentavos } from '../../../domain/money'
import type { FolioView } from '../../../domain/staff-contract'
import { toStaffReservationPath } from '../../../domain/staff-paths'
import { SECONDARY_BUTTON } from '../ui/button-styles'
import { ErrorText } from '../ui/field-parts'
import { TextField } from '../ui/text-field'
import type { CheckOutDraft, FreedNight } from './check-out-draft'
import { owedWords } from './folio-words'

type CheckOutMoneyProps = {
  /** The dialog's id: its fields' ids derive from it. */
  id: string
  reference: string
  folio: FolioView
  freed: FreedNight[]
  /** The balance once checked out, after the choice about the freed nights. */
  balance: number
  draft: CheckOutDraft
  problem: { field: 'leaveOwed' | 'reason'; problem: string } | null
  onDraft: (change: Partial<CheckOutDraft>) => void
  onSettle: (() => void) | undefined
}

/** The check-out dialog's money: the folio's figures, the freed nights, and the balance. */
export function CheckOutMoney(props: CheckOutMoneyProps) {
  const { folio, freed, balance } = props
  return (
    <div className="st:flex st:flex-col st:gap-4">
      <dl className="st:grid st:grid-cols-2 st:gap-3">
        <Figure term="Total" value={folio.total} />
        <Figure term="Paid" value={folio.paid} />
      </dl>
      {freed.length > 0 && <FreedNights {...props} />}
      <div
        className={`st:flex st:flex-col st:gap-3 st:border-l-4 st:bg-sand st:p-4 ${balance === 0 ? 'st:border-sea' : 'st:border-accent'}`}
      >
        <p aria-live="polite" className="st:text-lg st:font-medium">
          {owedWords(balance)}
        </p>
        {balance !== 0 && <SettleNow {...props} />}
        {balance > 0 && <LeaveOwed {...props} />}
      </div>
    </div>
  )
}

function Figure({ term, value }: { term: string; value: number }) {
  return (
    <div className="st:flex st:items-baseline st:justify-between st:gap-2 st:border-b st:border-sand-deep st:py-1">
      <dt className="st:text-sm st:text-muted">{term}</dt>
      <dd className="st:tabular-nums">{formatCentavos(value)}</dd>
    </div>
  )
}

/** An early check-out's nights, what each was charged, and whether they stay charged. */
function FreedNights({ id, freed, draft, onDraft }: CheckOutMoneyProps) {
  const choices = [
    { keep: true, label: 'Keep them charged' },
    { keep: false, label: 'Take them off' },
  ]
  return (
    <fieldset className="st:border st:border-sand-deep st:p-4">
      <legend className="st:px-1 st:text-sm st:font-medium st:text-sea-deep">
        Nights not stayed
      </legend>
      <ul className="st:flex st:flex-col">
        {freed.map(({ night, amount }) => (
          <li key={night} className="st:flex st:justify-between st:gap-4 st:py-1">
            <span>{formatStayDate(night)}</span>
            <span className="st:tabular-nums">{formatCentavos(amount)}</span>
          </li>
        ))}
      </ul>
      <div className="st:mt-2 st:flex st:flex-wrap st:gap-x-6">
        {choices.map(({ keep, label }) => (
          <label key={label} className="st:flex st:min-h-11 st:items-center st:gap-2">
            <input
              type="radio"
              name={`${id}-early-nights`}
              checked={draft.keepEarlyNights === keep}
              onChange={() => onDraft({ keepEarlyNights: keep })}
              className="st:size-5 st:accent-accent"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** Taking the balance or giving it back: here when the screen can, else on the stay's page. */
function SettleNow({ reference, balance, onSettle }: CheckOutMoneyProps) {
  const owed = balance > 0
  if (onSettle) {
    return (
      <div>
        <button type="button" onClick={onSettle} className={SECONDARY_BUTTON}>
          {owed ? 'Record payment' : 'Give back'}
        </button>
      </div>
    )
  }
  return (
    <p>
      <Link
        to={toStaffReservationPath(reference)}
        className="st:text-sea-deep st:underline st:underline-offset-4"
      >
        Open {reference} to {owed ? 'take the payment' : 'give it back'}
      </Link>
    </p>
  )
}

/** Checking out with the balance still owed: staff say why, and the stay's history keeps it. */
function LeaveOwed({ id, draft, problem, onDraft }: CheckOutMoneyProps) {
  const boxProblem = problem?.field === 'leaveOwed' ? problem.problem : undefined
  return (
    <div className="st:flex st:flex-col st:gap-3">
      <div>
        <label className="st:flex st:min-h-11 st:items-center st:gap-2">
          <input
            id={`${id}-leaveOwed`}
            type="checkbox"
            checked={draft.leaveOwed}
            onChange={(event) => onDraft({ leaveOwed: event.target.checked })}
            aria-invalid={boxProblem ? true : undefined}
            aria-describedby={boxProblem ? `${id}-leaveOwed-error` : undefined}
            className="st:size-5 st:accent-accent"
          />
          Leave it owed
        </label>
        {boxProblem && <ErrorText id={`${id}-leaveOwed-error`}>{boxProblem}</ErrorText>}
      </div>
      {draft.leaveOwed && (
        <TextField
          id={`${id}-reason`}
          label="Reason"
          multiline
          value={draft.reason}
          onChange={(reason) => onDraft({ reason })}
          hint="Kept in the stay's history, for whoever takes the money later."
          error={problem?.field === 'reason' ? problem.problem : undefined}
        />
      )}
    </div>
  )
}
