import 'react'

declare module 'react' {
  // The type parameter is unused but must match React's own declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    /** Element Timing: the browser reports when this picture is painted (scripts/after-first-paint.mjs). */
    elementtiming?: string
  }
}
