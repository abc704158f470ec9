// A second, throwaway client build that records what each JS chunk is made of.
// The real build (`npm run build`) stays untouched: this one runs from a temporary project root
// under node_modules/.cache (so packages still resolve) whose configs re-export the project's
// own react-router.config.ts and vite.config.ts with two changes: the build goes into the
// temporary folder, and one extra plugin writes every client chunk's modules and hidden source
// maps. The temporary folder is removed afterwards.

import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { UNMAPPED, attributeSourceMap } from './sourcemap.mjs'

/**
 * @typedef {{ id: string, bytes: number }} Contribution
 * @typedef {{ fileName: string, name: string, size: number, contributors: Contribution[] }} ChunkMakeup
 */

/**
 * @param {{ projectDir: string, track: (child: import('node:child_process').ChildProcess) => () => void }} options
 * @returns {Promise<Map<string, ChunkMakeup>>} by file name (e.g. "assets/home-Cg-P4wyd.js")
 */
export async function analyzeChunks({ projectDir, track }) {
  const cacheDir = join(projectDir, 'node_modules', '.cache')
  mkdirSync(cacheDir, { recursive: true })
  const root = mkdtempSync(join(cacheDir, 'bench-analyze-'))
  try {
    const buildDir = join(root, 'build')
    const statsFile = join(root, 'chunks.json')
    const projectUrl = (file) => JSON.stringify(pathToFileURL(join(projectDir, file)).href)
    writeFileSync(
      join(root, 'react-router.config.ts'),
      `import base from ${projectUrl('react-router.config.ts')}\n` +
        `export default { ...base, appDirectory: ${JSON.stringify(join(projectDir, 'app'))}, ` +
        `buildDirectory: ${JSON.stringify(buildDir)} }\n`,
    )
    writeFileSync(
      join(root, 'vite.config.ts'),
      `import { writeFileSync } from 'node:fs'\n` +
        `import base from ${projectUrl('vite.config.ts')}\n` +
        `const stats = {\n` +
        `  name: 'bench:chunk-stats',\n` +
        `  generateBundle(_options, bundle) {\n` +
        `    if (this.environment?.name !== 'client') return\n` +
        `    const chunks = Object.values(bundle).filter((item) => item.type === 'chunk').map((chunk) => ({\n` +
        `      fileName: chunk.fileName, name: chunk.name, imports: chunk.imports,\n` +
        `      size: Buffer.byteLength(chunk.code),\n` +
        `      modules: Object.entries(chunk.modules).map(([id, m]) => ({ id, renderedLength: m.renderedLength })),\n` +
        `      map: chunk.map ? JSON.stringify(chunk.map) : null, code: chunk.code,\n` +
        `    }))\n` +
        `    writeFileSync(${JSON.stringify(statsFile)}, JSON.stringify(chunks))\n` +
        `  },\n` +
        `}\n` +
        `export default { ...base, publicDir: false, logLevel: 'warn', plugins: [...base.plugins, stats] }\n`,
    )
    const cli = join(projectDir, 'node_modules', '@react-router', 'dev', 'bin.js')
    await run(process.execPath, [cli, 'build', root, '--sourcemapClient', 'hidden'], {
      cwd: root,
      track,
    })
    /** @type {Array<{ fileName: string, name: string, size: number, code: string, map: string | null, modules: Array<{ id: string, renderedLength: number }> }>} */
    const chunks = JSON.parse(readFileSync(statsFile, 'utf8'))
    const shortId = (id) => {
      const clean = id.replace(/^\0/, '').replace(/\?.*$/, '')
      const rel = relative(projectDir, clean)
      return rel.startsWith('..') ? clean : rel
    }
    return new Map(
      chunks.map((chunk) => {
        // Sources in a map are relative to the chunk's own folder.
        const chunkDir = join(buildDir, 'client', dirname(chunk.fileName))
        const contributors = chunk.map
          ? attributeSourceMap(chunk.code, JSON.parse(chunk.map)).map(({ id, bytes }) => ({
              id: id === UNMAPPED ? id : resolve(chunkDir, id),
              bytes,
            }))
          : chunk.modules.map((m) => ({ id: m.id, bytes: m.renderedLength }))
        return [
          chunk.fileName,
          {
            fileName: chunk.fileName,
            name: chunk.name,
            size: chunk.size,
            contributors: mergeById(
              contributors.map((c) => ({ id: shortId(c.id), bytes: c.bytes })),
            ),
          },
        ]
      }),
    )
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

/** @param {Contribution[]} list */
function mergeById(list) {
  const totals = new Map()
  for (const { id, bytes } of list) totals.set(id, (totals.get(id) ?? 0) + bytes)
  return [...totals].map(([id, bytes]) => ({ id, bytes })).sort((a, b) => b.bytes - a.bytes)
}

/**
 * @param {string} command @param {string[]} args
 * @param {{ cwd: string, track: (child: import('node:child_process').ChildProcess) => () => void }} options
 */
function run(command, args, { cwd, track }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    const untrack = track(child)
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', (error) => {
      untrack()
      reject(error)
    })
    child.on('exit', (code, signal) => {
      untrack()
      if (code === 0) resolve(output)
      else reject(new Error(`analysis build failed (${signal ?? code}):\n${output.slice(-4000)}`))
    })
  })
}
