import { StatusScreen } from './status-screen'

export function ErrorScreen() {
  return (
    <StatusScreen
      title="Unexpected Application Error!"
      message="Something went wrong on our side. Please go back to the home page and try again."
    />
  )
}
