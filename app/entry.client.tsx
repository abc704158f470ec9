import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { applyEarlyChoices, saveGuestChoicesOf } from './state/guest-choices'
import { roomFilterStore } from './state/use-room-filter'

// React Router's default entry, plus one step: the guest choices the visitor made before the
// app arrived are in the store before React hydrates the page, and kept for the tab from now on
// (docs/decisions/009).
applyEarlyChoices(roomFilterStore)
saveGuestChoicesOf(roomFilterStore)

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
