import { Context } from "effect"

/**
 * Where uploaded files' bytes live: the port, so the data directory (the embedded
 * default, what `npm start` uses) and an S3-compatible object store (for deployments that outgrow
 * one machine) are interchangeable. Keys are the file ids the events record; every adapter passes
 * the one contract suite (file-store.contract.ts).
 */
export interface StoredObject {
  readonly bytes: Uint8Array
  readonly mime: string
}

export interface FileStore {
  /** Which adapter this is, for the start log ("data directory ./data/files", "S3 bucket site-files"). */
  readonly describe: string
  /** Stores the bytes under the key; putting the same key again replaces them (an upload retried). */
  readonly put: (key: string, object: StoredObject) => Promise<void>
  /** The bytes and type under the key; null when nothing is stored there. */
  readonly get: (key: string) => Promise<StoredObject | null>
  /** Removes the key's bytes; removing a missing key is no error. */
  readonly remove: (key: string) => Promise<void>
}

/** A key the store accepts: the ids the service draws (letters, digits, `-`, `_`, `.`), never a path. */
export const isFileStoreKey = (key: string) => /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/.test(key) && !key.includes("..")

export class BadFileStoreKey extends Error {
  constructor(key: string) {
    super(`Not a file store key: ${JSON.stringify(key).slice(0, 80)}`)
  }
}

export const checkKey = (key: string) => {
  if (!isFileStoreKey(key)) throw new BadFileStoreKey(key)
}

/** The file store a service was started with (command service: uploads; query service: serving). */
export class FileStoreContext extends Context.Tag("FileStore")<FileStoreContext, FileStore>() {}
