/** The console's buttons, in the site's colours; app.css gives each a visible focus outline. */
const BASE =
  'st:inline-flex st:min-h-11 st:items-center st:justify-center st:gap-2 st:px-4 st:py-2 st:text-sm st:font-medium st:tracking-[0.08em] st:uppercase st:transition-colors st:aria-disabled:cursor-wait st:aria-disabled:opacity-70'

export const PRIMARY_BUTTON = `${BASE} st:bg-accent st:text-white st:hover:bg-accent-deep`
export const SECONDARY_BUTTON = `${BASE} st:border st:border-sea-deep st:bg-white st:text-sea-deep st:hover:bg-sand`
export const DANGER_BUTTON = `${BASE} st:border st:border-danger st:bg-white st:text-danger st:hover:bg-danger st:hover:text-white`
