import { lookupHead } from '../features/booking/lookup-head'
import { languagePageData } from '../i18n/catalogues'
import type { Route } from './+types/lang-find-reservation'

// Reservations mode only: the guest's reservation page in another language (decision 044: the
// words come as build-time loader data, the page itself is the English route's).
export { default } from './find-reservation'

export function loader({ request }: Route.LoaderArgs) {
  return languagePageData(new URL(request.url).pathname, { lookup: true })
}

export function meta({ data }: Route.MetaArgs) {
  const { lookup } = data.locale
  if (!lookup) throw new Error('the reservation page is given its words by its loader')
  return lookupHead(lookup)
}
