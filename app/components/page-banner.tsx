import type { ReactNode } from 'react'
import { Picture } from './picture'

type PageBannerProps = { children: ReactNode; picture?: string }

/** The dark band under the fixed header on pages without the slideshow, over a dimmed picture. */
export function PageBanner({ children, picture }: PageBannerProps) {
  return (
    <div className="on-dark relative flex min-h-64 items-center justify-center overflow-hidden bg-sea-deep px-5 pt-20 text-center text-white md:min-h-96">
      {picture ? (
        <>
          <Picture
            name={picture}
            alt=""
            sizes="100vw"
            priority
            className="absolute inset-0 h-full w-full object-cover"
          />
          <div aria-hidden="true" className="absolute inset-0 bg-black/60" />
        </>
      ) : (
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,#1f6f7a_0%,transparent_60%),linear-gradient(180deg,#0a3038,#14535d)]"
        />
      )}
      <div className="relative">{children}</div>
    </div>
  )
}
