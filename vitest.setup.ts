import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/react'

// findBy… and waitFor wait for a state, never for time: this is only how long they go on
// waiting before failing. Testing Library's 1 s ended a wait on a screen that a busy machine
// took longer to draw (a calendar's unit buttons, with two test workers beside other work).
configure({ asyncUtilTimeout: 10_000 })
