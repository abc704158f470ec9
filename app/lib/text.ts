/** docs/product.md §2: cards show the first 56 characters of the description followed by '..'. */
export const PREVIEW_LENGTH = 56

export function previewOf(description: string, length = PREVIEW_LENGTH): string {
  return `${description.slice(0, length)}..`
}
