import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { reservationsOn } from './app/lib/reservations-switch'
import { siteOrigin } from './app/lib/site-pages'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // SITE_ORIGIN is read once, at build time, for canonical and sharing URLs.
    'import.meta.env.SITE_ORIGIN': JSON.stringify(siteOrigin(process.env)),
    'import.meta.env.RESERVATIONS': JSON.stringify(reservationsOn(process.env)),
  },
})
