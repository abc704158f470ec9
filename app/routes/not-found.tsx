import { NotFoundScreen } from '../components/not-found-screen'
import { resort } from '../content/resort'

export function meta() {
  return [{ title: `Page not found | ${resort.name}` }, { name: 'robots', content: 'noindex' }]
}

export default function NotFound() {
  return <NotFoundScreen />
}
