import { createElement } from 'react'
import type { IconNode } from 'lucide'

/**
 * A lucide icon as inline SVG, decorative: the text beside it carries the meaning, so it is
 * hidden from assistive technology. Lucide's own React package costs 1.2 KiB gzip of runtime in
 * first-load JS for options we never use (docs/decisions/001-libraries.md); its icons are data.
 */
export function Icon({ node, className }: { node: IconNode; className: string }) {
  return (
    <svg
      aria-hidden="true"
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  )
}
