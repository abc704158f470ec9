// SPEC 9: peso on list cards, dollar on the detail button. Inconsistent on purpose.

// Grouped by hand, not with Intl.NumberFormat: the first Intl formatter a page builds loads ICU
// locale data, 30 to 80 ms of main thread on a first visit (decision 006). Prices are whole
// numbers (the content schema says so), so grouping digits is all the formatting they need.
function groupThousands(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)))
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',')
  return amount < 0 && grouped !== '0' ? `-${grouped}` : grouped
}

export function formatPeso(amount: number): string {
  return `₱${groupThousands(amount)}`
}

export function formatDollar(amount: number): string {
  return `$${groupThousands(amount)}`
}
