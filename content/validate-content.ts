import { ContentSchema, SellerSchema, type Content } from './schema'

/**
 * Checks content against the schema and lists every problem by item and field, e.g.
 * "rooms[1] (Cabana Rooms).price: expected number". Used at build time and in a test,
 * never in the browser (zod stays out of the bundle).
 */
export function contentProblems(content: unknown): string[] {
  const result = ContentSchema.safeParse(content)
  if (result.success) return []
  return result.error.issues.map(
    (issue) => `${describePath(content, issue.path)}: ${issue.message}`,
  )
}

export function assertValidContent(content: unknown): asserts content is Content {
  const problems = contentProblems(content)
  if (problems.length > 0) {
    throw new Error(`Content is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  }
}

function describePath(content: unknown, path: readonly PropertyKey[]): string {
  const [collection, index, ...rest] = path
  let label = String(collection ?? '(content)')
  if (typeof index === 'number') {
    label += `[${index}]`
    const item = (content as Record<string, unknown[]> | null)?.[String(collection)]?.[index]
    const name = (item as { name?: unknown; title?: unknown } | undefined)?.name
    if (typeof name === 'string') label += ` (${name})`
  } else if (index !== undefined) {
    rest.unshift(index)
  }
  return rest.length > 0 ? `${label}.${rest.map(String).join('.')}` : label
}

/** The seller's details for invoices, each problem by field: "seller.tin: …". */
export function sellerProblems(details: unknown): string[] {
  const result = SellerSchema.safeParse(details)
  if (result.success) return []
  return result.error.issues.map(
    (issue) => `seller.${issue.path.map(String).join('.')}: ${issue.message}`,
  )
}
