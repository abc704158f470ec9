/**
 * Where guests' receipts are kept (docs/reservations.md, "States"): a private folder
 * outside the web root, `data/uploads/` beside the SQLite database unless UPLOADS_DIR says
 * otherwise. File names are random and never the guest's, and a name read back must have
 * exactly the shape this store gives, so no stored name can lead outside the folder.
 */
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { open, readFile, rename, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { createPrivateFile, PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../data/private-files'
import { CONTENT_TYPE_OF, type ReceiptKind } from './receipt-kind'

export type StoredReceipt = { kind: ReceiptKind; contentType: string; bytes: Uint8Array }

export type ReceiptStore = {
  folder: string
  /** Keeps the receipt under a new random name, which the caller records with the reservation. */
  save: (receipt: { kind: ReceiptKind; bytes: Uint8Array }) => Promise<{ fileName: string }>
  /** The receipt, or null when it is gone. Throws for a name this store never gives. */
  read: (fileName: string) => Promise<StoredReceipt | null>
  /** Deletes the receipt; one already gone is no error. Throws for a name this store never gives. */
  remove: (fileName: string) => Promise<void>
}

const EXTENSION_OF: Record<ReceiptKind, string> = { jpeg: 'jpg', png: 'png', pdf: 'pdf' }
const KIND_OF_EXTENSION: Record<string, ReceiptKind> = { jpg: 'jpeg', png: 'png', pdf: 'pdf' }
/** 128 random bits: not guessable, and never repeated in practice. */
const NAME_BYTES = 16
const FILE_NAME = /^[0-9a-f]{32}\.(jpg|png|pdf)$/
/** Temporary files start with a dot, so they can never match FILE_NAME. */
const TEMP_PREFIX = '.partial-'
/**
 * A crash between writing and renaming leaves a temporary file behind; one this old is no
 * save in progress (another server process may share the folder), and is removed at start.
 */
const LEFTOVER_AGE_MS = 60 * 60 * 1000

export class ReceiptNameError extends Error {}

export function createReceiptStore(
  folder: string,
  options: { randomName?: () => string; now?: () => Date } = {},
): ReceiptStore {
  const randomName = options.randomName ?? (() => randomBytes(NAME_BYTES).toString('hex'))
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE })
  // A folder made earlier by hand, or by an older version, is narrowed too.
  chmodSync(folder, PRIVATE_FOLDER_MODE)
  removeLeftovers(folder, (options.now?.() ?? new Date()).getTime() - LEFTOVER_AGE_MS)

  const pathOf = (fileName: string) => {
    if (!FILE_NAME.test(fileName)) throw new ReceiptNameError('Not a receipt file name')
    return join(folder, fileName)
  }

  return {
    folder,
    async save(receipt) {
      const fileName = `${randomName()}.${EXTENSION_OF[receipt.kind]}`
      const path = pathOf(fileName)
      const temporary = join(folder, `${TEMP_PREFIX}${randomName()}`)
      createPrivateFile(temporary)
      try {
        const file = await open(temporary, 'r+', PRIVATE_FILE_MODE)
        try {
          await file.writeFile(receipt.bytes)
          // On disk before it gets its name: after a crash, the name holds all of it or nothing.
          await file.sync()
        } finally {
          await file.close()
        }
        await rename(temporary, path)
      } catch (error) {
        await unlink(temporary).catch(() => {})
        throw error
      }
      await syncFolder(folder)
      return { fileName }
    },
    async read(fileName) {
      const path = pathOf(fileName)
      const kind = KIND_OF_EXTENSION[fileName.slice(fileName.lastIndexOf('.') + 1)]!
      try {
        const bytes = new Uint8Array(await readFile(path))
        return { kind, contentType: CONTENT_TYPE_OF[kind], bytes }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async remove(fileName) {
      const path = pathOf(fileName)
      try {
        await unlink(path)
      } catch (error) {
        if (!isMissing(error)) throw error
      }
    },
  }
}

function removeLeftovers(folder: string, olderThanMs: number): void {
  for (const name of readdirSync(folder)) {
    if (!name.startsWith(TEMP_PREFIX)) continue
    const path = join(folder, name)
    try {
      if (statSync(path).mtimeMs < olderThanMs) rmSync(path, { force: true })
    } catch {
      // Renamed or removed by another process meanwhile: nothing left to do.
    }
  }
}

/** Makes the rename itself durable: a folder's entries are on disk once the folder is synced. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT'
}
