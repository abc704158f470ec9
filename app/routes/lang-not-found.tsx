import { resort } from '../../content/resort'
import { languagePageData } from '../i18n/catalogues'
import { fill } from '../i18n/locale'
import type { Route } from './+types/lang-not-found'

export { default } from './not-found'

export function loader({ request }: Route.LoaderArgs) {
  // Reservations mode's pages also show its words on every page (header, footer, search, panel).
  return languagePageData(new URL(request.url).pathname, { stay: import.meta.env.RESERVATIONS })
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: fill(data.head.notFoundTitle, { s: resort.name }) },
    { name: 'description', content: fill(data.head.notFoundDescription, { s: resort.name }) },
    { name: 'robots', content: 'noindex' },
  ]
}
