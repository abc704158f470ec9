import { useLocale } from '../i18n/locale'
import { StatusScreen } from './status-screen'

export function NotFoundScreen() {
  const { words } = useLocale()
  return <StatusScreen title={words.notFoundTitle} message={words.notFoundMessage} />
}
