import type { ReactNode } from 'react'

/** One part of the Rates screen: a white panel under its heading, named by it. */
export function RatesSection({
  id,
  title,
  intro,
  children,
}: {
  id: string
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="st:flex st:min-w-0 st:flex-col st:gap-5 st:bg-white st:p-5 st:md:p-6"
    >
      <div>
        {/* Focusable from script: focus lands here when what had it (a removed season) is gone. */}
        <h2
          id={`${id}-heading`}
          tabIndex={-1}
          className="st:font-display st:text-3xl st:text-sea-deep st:outline-none"
        >
          {title}
        </h2>
        {intro && <p className="st:mt-1 st:text-muted">{intro}</p>}
      </div>
      {children}
    </section>
  )
}

/** A polite message that a change went through; always in the page, so it is announced. */
export function SavedMessage({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="st:border-l-4 st:border-sea st:bg-sand st:p-4 st:empty:border-0 st:empty:p-0"
    >
      {children}
    </p>
  )
}
