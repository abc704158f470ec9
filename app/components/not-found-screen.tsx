import { StatusScreen } from './status-screen'

export function NotFoundScreen() {
  return (
    <StatusScreen
      title="404 Page Not Found"
      message="This page does not exist. Our rooms are waiting on the home page."
    />
  )
}
