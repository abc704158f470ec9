import { resort } from '../../content/resort'
import { slides } from '../../content/slides'
import { pictureSetOf } from '../components/picture'
import { languagePageData } from '../i18n/catalogues'
import { languageLinks } from '../i18n/head'
import { fill } from '../i18n/locale'
import { pageMeta } from '../lib/seo'
import { SITE_ORIGIN } from '../lib/site-origin'
import type { Route } from './+types/lang-home'

export { default } from './home'

export function loader({ request }: Route.LoaderArgs) {
  // Reservations mode's pages also show its words on every page (header, footer, search, panel).
  return languagePageData(new URL(request.url).pathname, { stay: import.meta.env.RESERVATIONS })
}

export function meta({ data, location }: Route.MetaArgs) {
  return [
    ...pageMeta({
      siteName: resort.name,
      origin: SITE_ORIGIN,
      path: location.pathname,
      title: fill(data.head.homeTitle, { s: resort.name }),
      description: data.locale.text.resort?.description ?? resort.description,
      image: pictureSetOf(slides[0]?.bg ?? '').fallback,
    }),
    ...languageLinks('/'),
  ]
}
