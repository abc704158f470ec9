import { describe, expect, test } from 'vitest'
import { placeOf, summarizeProfile, type CpuProfile } from './profile-summary'

const frame = (functionName: string, url: string, lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
})

// Root → handler (server bundle) → compile (kysely) and writev (native); 10 ms sampled in all.
const PROFILE: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', '') },
    {
      id: 2,
      callFrame: frame('handle', 'file:///srv/build-reservations/reservations/server.js', 41),
    },
    {
      id: 3,
      callFrame: frame('compileQuery', 'file:///srv/node_modules/kysely/dist/esm/kysely.js', 9),
    },
    { id: 4, callFrame: frame('writev', '') },
    { id: 5, callFrame: frame('(idle)', '') },
  ],
  samples: [2, 3, 3, 4, 4, 4, 4, 5, 5, 5],
  timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
}

describe('a CPU profile summed', () => {
  test('self time by place and by function, largest first, as shares of all samples', () => {
    expect(summarizeProfile(PROFILE, 2).split('\n')).toEqual([
      '0.0 s sampled',
      'self time by place:',
      ' 40.0%  (writev)',
      ' 30.0%  (idle)',
      ' 20.0%  kysely',
      ' 10.0%  build-reservations/reservations/server.js',
      'self time by function:',
      ' 40.0%  writev (writev):1',
      ' 30.0%  (idle) (idle):1',
    ])
  })

  test('a place is a package, Node, the project file, or V8 bucket', () => {
    expect(placeOf('file:///a/node_modules/@hono/node-server/dist/index.mjs', 'f')).toBe(
      '@hono/node-server',
    )
    expect(placeOf('node:internal/streams/writable', 'f')).toBe('node:')
    expect(placeOf('file:///x/server/reservations/app.js', 'f')).toBe('server/reservations/app.js')
    expect(placeOf('', '(garbage collector)')).toBe('(garbage collector)')
  })
})
