// docs/product.md §9: peso on list cards, dollar on the detail button. Inconsistent on purpose.

// Grouped by hand, not with Intl.NumberFormat: the first Intl formatter a page builds loads ICU
// locale data, 27 to 79 ms of main thread on a first visit (decision 006). Prices are positive
// whole numbers (the content schema says so), so grouping digits is all the formatting they need.
function groupThousands(amount: number): string {
  return String(amount).replace(/\B(?=(\d{3})+$)/g, ',')
}

export function formatPeso(amount: number): string {
  return `₱${groupThousands(amount)}`
}

export function formatDollar(amount: number): string {
  return `$${groupThousands(amount)}`
}
