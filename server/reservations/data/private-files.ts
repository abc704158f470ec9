/**
 * The database holds guests' names, emails and phones: its file, and the folder it lives in,
 * are for the server's own user alone. SQLite gives its -wal and -shm files the mode of the
 * database file, so setting the database's mode covers them too.
 */
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs'
import { dirname } from 'node:path'

export const PRIVATE_FILE_MODE = 0o600
export const PRIVATE_FOLDER_MODE = 0o700

/** Creates the file (and its folder) readable by the owner only; an existing file is narrowed to that. */
export function createPrivateFile(path: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: PRIVATE_FOLDER_MODE })
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE))
  chmodSync(path, PRIVATE_FILE_MODE)
}
