import { useLocale } from '../i18n/locale'
import { StatusScreen } from './status-screen'

export function ErrorScreen() {
  const { words } = useLocale()
  return <StatusScreen title={words.errorTitle} message={words.errorMessage} />
}
