import { useEffect, useLayoutEffect, type ReactNode } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router'
import { ErrorScreen } from './components/error-screen'
import { afterAppStart, pictureFirstEarlyScript } from './components/picture-first'
import { SiteFooter } from './components/site-footer'
import { SiteHeader } from './components/site-header'
import { StaySiteFooter } from './components/stay-site-footer'
import { useFocusAfterNavigation } from './components/use-focus-after-navigation'
import { useWebFonts, webFontsEarlyScript } from './components/web-fonts'
import { LANGUAGE_TAGS } from './i18n/languages'
import { LocaleContext, useRouteLocale } from './i18n/locale'
import { endEarlyInput } from './lib/early-input'
import { earlyInputScript } from './lib/early-input-script'
import { applyEarlyChoices } from './state/guest-choices'
import { roomFilterStore } from './state/use-room-filter'
import './app.css'

export function Layout({ children }: { children: ReactNode }) {
  // Here rather than in App: the layout stays mounted when the error screen replaces the page,
  // so what these hooks remember (fonts loaded, the page shown) outlives it.
  const { pathname } = useLocation()
  useWebFonts(pathname)
  const announcement = useFocusAfterNavigation(pathname)
  // Once the app runs, which is after the priority picture is on screen: a page without the
  // bootstrap's gate (npm run dev) ends its wait here, and the manifest link comes in.
  useEffect(afterAppStart, [])
  const locale = useRouteLocale()
  return (
    // The early script below may add a class before React hydrates.
    <html lang={LANGUAGE_TAGS[locale.lang]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script
          dangerouslySetInnerHTML={{ __html: webFontsEarlyScript + pictureFirstEarlyScript }}
        />
        {/* Input before the app takes over counts (decision 009). Only the prerendered HTML
            needs its text; the browser keeps the script it ran, and hydration leaves it be. */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? earlyInputScript(locale.words.loadingLabel) : '',
          }}
        />
        <meta name="theme-color" content="#0a3038" />
        <Meta />
        <Links />
        {locale.style && <style dangerouslySetInnerHTML={{ __html: locale.style }} />}
        {/* No icon or manifest link: the browser asks for both as soon as the page has loaded,
            before the hero is painted on a slow phone. The prerendered page has its icon inline
            (scripts/postbuild.mjs), the manifest link comes with the app (decision 026). */}
      </head>
      <body>
        <LocaleContext value={locale}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:bg-white focus:px-4 focus:py-2"
          >
            {locale.words.skipToContent}
          </a>
          {/* The staff console draws a frame of its own (app/console/staff-console.tsx). The
            literal guard leaves the default build as it was (decision 008). */}
          {import.meta.env.RESERVATIONS && inStaffConsole(pathname) ? null : <SiteHeader />}
          {/* A live region without the status role: pages keep `status` for their own messages. */}
          <p aria-live="polite" aria-atomic="true" className="sr-only">
            {announcement}
          </p>
          {children}
          {import.meta.env.RESERVATIONS ? (
            inStaffConsole(pathname) ? null : (
              <StaySiteFooter />
            )
          ) : (
            <SiteFooter />
          )}
        </LocaleContext>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

function inStaffConsole(pathname: string): boolean {
  return pathname === '/staff' || pathname.startsWith('/staff/')
}

export default function App() {
  // Hydrated: a guest choice made while React was hydrating is applied, and the app's own
  // handlers answer from now on (decision 009).
  useLayoutEffect(() => {
    applyEarlyChoices(roomFilterStore)
    endEarlyInput()
  }, [])
  // Marks the page interactive, so browser tests can tell prerendered HTML from the hydrated app.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return <Outlet />
}

export function ErrorBoundary() {
  return <ErrorScreen />
}
