// @ts-check
// `npm run db:backup -- [FILE]`: a consistent copy of reservations mode's live SQLite database
// (server/reservations/backup-cli.ts).
import { runBundledCommand } from './reservations-bundle.js'

await runBundledCommand('backup')
