/**
 * Reservations mode with PAYMENTS including transfer (docs/reservations.md, "States"): where
 * a guest sends the deposit. Shown on the confirmation, the guest's reservation page and the
 * email, beside the amount, the reference to write on the transfer and the deadline.
 */
export type TransferAccount = {
  /** How the guest pays into it, as a heading: 'Bank transfer', 'GCash'. */
  label: string
  lines: readonly string[]
}

export type TransferDetails = {
  accounts: readonly TransferAccount[]
  /** A QR code picture under public/, for a QR Ph or GCash scan; none when the resort has none. */
  qrPicture?: { src: string; alt: string }
}

export const transferDetails: TransferDetails = {
  accounts: [
    {
      label: 'Bank transfer',
      lines: [
        'BPI, Coron branch',
        'Account name: Alon Cove Resort Inc.',
        'Account number: 3081 0427 55',
      ],
    },
    {
      label: 'GCash',
      lines: ['Number: 0917 555 0142', 'Name: Alon Cove Resort'],
    },
  ],
}
