// `npm run bench:api`: bundles the API bench (TypeScript: it shares the server's data layer and
// the tests' PostgreSQL starter) into node_modules/.cache, where its packages resolve, and runs
// it. See api-cli.ts for its environment. `npm run bench:api:profile` does the same for
// api-profile.ts, a booking's CPU profile.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const projectDir = fileURLToPath(new URL('../..', import.meta.url))
const outDir = join(projectDir, 'node_modules', '.cache', 'bench-api')
const entry = process.argv[2] === 'profile' ? 'api-profile' : 'api-cli'

await build({
  configFile: false,
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: join(projectDir, 'scripts', 'bench', `${entry}.ts`),
    outDir,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: { output: { entryFileNames: `${entry}.mjs` } },
  },
})
const run = spawnSync(process.execPath, [join(outDir, `${entry}.mjs`)], {
  cwd: projectDir,
  stdio: 'inherit',
})
process.exitCode = run.status ?? 1
