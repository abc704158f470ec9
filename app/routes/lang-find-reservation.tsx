import type { LoaderFunctionArgs, MetaArgs } from 'react-router'
import { lookupHead } from '../features/booking/lookup-head'
import { languagePageData } from '../i18n/catalogues'

// Reservations mode only: the guest's reservation page in another language (decision 044: the
// words come as build-time loader data, the page itself is the English route's). No +types
// import: typegen of the default build does not know this route.
export { default } from './find-reservation'

export function loader({ request }: LoaderFunctionArgs) {
  return languagePageData(new URL(request.url).pathname, {
    stay: true,
    booking: true,
    lookup: true,
  })
}

export function meta({ data }: MetaArgs<typeof loader>) {
  const lookup = data?.locale.lookup
  if (!lookup) throw new Error('the reservation page is given its words by its loader')
  return lookupHead(lookup)
}
