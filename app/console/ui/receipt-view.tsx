import { addressOf } from '../../../domain/endpoint'
import { STAFF_API, STAFF_API_BASE } from '../../../domain/staff-endpoints'

type ReceiptFile = { id: number; contentType: string }

/**
 * The guest's receipt as the staff endpoint serves it, to signed-in staff only (the cookie goes
 * with the image request, same origin). A PDF is a link: browsers do not show one as an image.
 */
export function ReceiptView({ receipt, reference }: { receipt: ReceiptFile; reference: string }) {
  const url = addressOf(STAFF_API_BASE, STAFF_API.receiptFile.route, { id: receipt.id })
  if (receipt.contentType === 'application/pdf') {
    return (
      <a
        href={url}
        download={`receipt-${reference}.pdf`}
        className="st:inline-flex st:min-h-11 st:items-center st:text-sea-deep st:underline st:underline-offset-4"
      >
        Download the PDF receipt for {reference}
      </a>
    )
  }
  return (
    <a href={url} target="_blank" rel="noreferrer" className="st:block st:w-fit">
      <img
        src={url}
        alt={`Receipt sent for ${reference} (opens the full picture)`}
        className="st:max-h-80 st:max-w-full st:border st:border-sand-deep st:object-contain"
      />
    </a>
  )
}
