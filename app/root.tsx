import { useEffect, type ReactNode } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import { ErrorScreen } from './components/error-screen'
import { SiteFooter } from './components/site-footer'
import { SiteHeader } from './components/site-header'
import displayFont from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2?url'
import textFont from '@fontsource/jost/files/jost-latin-400-normal.woff2?url'
import './app.css'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  // Both faces are above the fold on every page: fetch them with the CSS, not after it.
  ...[displayFont, textFont].map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  })),
]

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a3038" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        {children}
        <SiteFooter />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  // Marks the page interactive, so browser tests can tell prerendered HTML from the hydrated app.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return <Outlet />
}

export function ErrorBoundary() {
  return <ErrorScreen />
}
