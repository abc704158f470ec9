import type { ReactNode } from 'react'

/** A screen's heading; it takes focus when the console's links open the screen. */
export function ScreenTitle({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h1
      id={id}
      tabIndex={-1}
      className="st:font-display st:text-4xl st:text-sea-deep st:outline-none st:md:text-5xl"
    >
      {children}
    </h1>
  )
}
