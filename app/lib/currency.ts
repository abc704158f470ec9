// SPEC 9: peso on list cards, dollar on the detail button. Inconsistent on purpose.
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

export function formatPeso(amount: number): string {
  return `₱${grouped.format(amount)}`
}

export function formatDollar(amount: number): string {
  return `$${grouped.format(amount)}`
}
