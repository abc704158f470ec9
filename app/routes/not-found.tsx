import { NotFoundScreen } from '../components/not-found-screen'
import { resort } from '../../content/resort'
import { notFoundMeta } from '../lib/page-meta'

export function meta() {
  return notFoundMeta(resort.name)
}

export default function NotFound() {
  return <NotFoundScreen />
}
