// @ts-check
// `npm run staff -- add EMAIL | remove EMAIL | list`: staff accounts of reservations mode,
// against the same DATABASE_URL as `npm start` (server/reservations/staff-cli.ts).
import { runBundledCommand } from './reservations-bundle.js'

await runBundledCommand('staff')
