import { resort } from '../../content/resort'
import { languagePageData } from '../i18n/catalogues'
import { fill } from '../i18n/locale'
import type { Route } from './+types/lang-not-found'

export { default } from './not-found'

export function loader({ request }: Route.LoaderArgs) {
  return languagePageData(new URL(request.url).pathname)
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: fill(data.head.notFoundTitle, { s: resort.name }) },
    { name: 'description', content: fill(data.head.notFoundDescription, { s: resort.name }) },
    { name: 'robots', content: 'noindex' },
  ]
}
