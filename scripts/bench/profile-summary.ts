/**
 * A V8 CPU profile (`node --cpu-prof`) summed two ways: self time by function, and self time by
 * where the code lives (a package, Node's own code, the server's bundle, V8's idle and GC).
 */
export type CpuProfile = {
  nodes: {
    id: number
    callFrame: { functionName: string; url: string; lineNumber: number }
    hitCount?: number
  }[]
  samples: number[]
  timeDeltas: number[]
}

export function summarizeProfile(profile: CpuProfile, top: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const selfUs = new Map<number, number>()
  profile.samples.forEach((id, index) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0))
  })
  const total = [...selfUs.values()].reduce((sum, us) => sum + us, 0)
  const byFunction = new Map<string, number>()
  const byPlace = new Map<string, number>()
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)?.callFrame
    if (!frame) continue
    const place = placeOf(frame.url, frame.functionName)
    const name = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`
    byFunction.set(name, (byFunction.get(name) ?? 0) + us)
    byPlace.set(place, (byPlace.get(place) ?? 0) + us)
  }
  const rows = (sums: Map<string, number>, count: number) =>
    [...sums]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => `${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`)
  return [
    `${(total / 1e6).toFixed(1)} s sampled`,
    'self time by place:',
    ...rows(byPlace, 15),
    'self time by function:',
    ...rows(byFunction, top),
  ].join('\n')
}

/** A package's name, `node:` for Node's own code, the file for the project's, or V8's bucket. */
export function placeOf(url: string, functionName: string): string {
  if (!url) return `(${functionName.replace(/[()]/g, '') || 'native'})`
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (inPackage?.[1]) return inPackage[1]
  if (url.startsWith('node:')) return 'node:'
  return url.replace(/^file:\/\//, '').replace(/^.*\/(build-[^/]+|server)\//, '$1/')
}
