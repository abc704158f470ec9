/** Money is integer centavos everywhere (docs/reservations.md): `750000` is ₱7,500. */
export type Centavos = number

export function centavosFromPesos(pesos: number): Centavos {
  return Math.round(pesos * 100)
}

// Grouped by hand rather than with Intl.NumberFormat, for the reason in app/lib/currency.ts.
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',')
}

/** 750000 -> '₱7,500'; 750050 -> '₱7,500.50'. */
export function formatCentavos(amount: Centavos): string {
  const sign = amount < 0 ? '-' : ''
  const absolute = Math.abs(Math.round(amount))
  const pesos = Math.floor(absolute / 100)
  const cents = absolute % 100
  return `${sign}₱${groupThousands(pesos)}${cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`}`
}
