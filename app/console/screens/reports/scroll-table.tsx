import type { ReactNode } from 'react'

/**
 * A table in its own sideways-scrolling region, named by its caption; focusable so a keyboard
 * can scroll it on a phone (axe: scrollable-region-focusable).
 */
export function ScrollTable({
  id,
  caption,
  children,
}: {
  id: string
  caption: string
  children: ReactNode
}) {
  return (
    <div
      role="region"
      aria-labelledby={id}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="st:min-w-0 st:self-start st:overflow-x-auto st:border st:border-sand-deep st:bg-white"
    >
      <table className="st:w-full st:border-collapse st:text-sm">
        <caption id={id} className="st:px-3 st:py-2 st:text-left st:font-medium st:text-sea-deep">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  )
}

export const HEAD_CELL =
  'st:border-b st:border-sand-deep st:px-3 st:py-2 st:text-right st:font-medium st:first:text-left'
export const ROW_HEAD =
  'st:border-b st:border-sand-deep st:px-3 st:py-2 st:text-left st:font-medium'
export const CELL = 'st:border-b st:border-sand-deep st:px-3 st:py-2 st:text-right st:tabular-nums'
/** A cell of words, such as a reference or a method, read from the left. */
export const TEXT_CELL = 'st:border-b st:border-sand-deep st:px-3 st:py-2 st:text-left'
