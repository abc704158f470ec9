import { formatCentavos, type Centavos } from '../../../domain/money'
import { transferDetails } from '../../../content/payments'
import { formatInstantIn, useLookupSpeech } from '../../i18n/lookup'

type TransferInstructionsProps = {
  reference: string
  amount: Centavos
  /** Until when the room is held unpaid (ISO instant); null once that no longer applies. */
  deadline: string | null
  headingLevel?: 'h3' | 'h4'
}

/**
 * Where to send the deposit, how much, what to write on it and by when (docs/reservations.md,
 * "States").
 */
export function TransferInstructions({
  reference,
  amount,
  deadline,
  headingLevel: Heading = 'h3',
}: TransferInstructionsProps) {
  const say = useLookupSpeech()
  const { words } = say
  const due = deadline ? new Date(deadline) : null
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 bg-white p-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">{words.transferAmount}</dt>
          <dd className="text-lg font-semibold">{formatCentavos(amount)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{words.transferWriteOn}</dt>
          <dd className="font-mono text-lg font-semibold tracking-[0.15em]">{reference}</dd>
        </div>
        {due && !Number.isNaN(due.getTime()) && (
          <div>
            <dt className="text-sm text-muted">{words.transferPayBy}</dt>
            <dd className="font-semibold">{formatInstantIn(say, due)}</dd>
          </div>
        )}
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        {transferDetails.accounts.map((account) => (
          <div key={account.label} className="bg-white p-4">
            <Heading className="font-semibold text-sea-deep">{account.label}</Heading>
            <ul className="mt-2 flex flex-col gap-1">
              {account.lines.map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {transferDetails.qrPicture && (
        <img
          src={transferDetails.qrPicture.src}
          alt={transferDetails.qrPicture.alt}
          width={200}
          height={200}
          className="bg-white p-2"
        />
      )}
    </div>
  )
}
