// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
import { ErrorBoundary } from './root'

afterEach(cleanup)

function Broken(): never {
  throw new Error('a bug in a page')
}

test("an unexpected failure shows 'Unexpected Application Error!' with a way home", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const Stub = createRoutesStub([{ path: '/', Component: Broken, ErrorBoundary }])

  render(<Stub initialEntries={['/']} />)

  expect(
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
  ).toBeVisible()
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
})
