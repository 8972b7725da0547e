import { ApiError } from "./api-error"

/**
 * One thing a user set out to do (save this warehouse, approve this request): its Idempotency-Key
 * goes out with every attempt of it, so a retry or a second click is the same request to the
 * server, which answers it with the first answer and appends nothing.
 */
export interface Intent {
  readonly key: string
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")

/**
 * A new intent with a random (version 4) UUID for its key. From getRandomValues, not randomUUID:
 * the console may be served over plain http on a factory's network, where randomUUID is missing.
 */
export const newIntent = (): Intent => {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const h = hex(bytes)
  return { key: `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}` }
}

/**
 * Whether the server surely decided the attempt (it answered, and kept its answer): then the intent
 * is over and the next attempt is a new one (the user corrected the form, or the stock arrived).
 * A lost connection or a server failure (5xx, never kept for a replay) leaves it open: the write
 * may have happened, so the retry must carry the same key.
 */
export const intentSettled = (error: unknown): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500

/** FNV-1a over the bytes: tells two different files apart, nothing more. */
const checksum = (bytes: Uint8Array) => {
  let hash = 0x811c9dc5
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0
  return hash.toString(16)
}

/**
 * The request a mutation's variables stand for, as text: two attempts with the same text are the
 * same intent. A file counts by its name, size, type and date (JSON would make every file `{}`), bytes by their length and checksum.
 */
export const requestOf = (variables: unknown): string => {
  try {
    const text = JSON.stringify(variables ?? null, (_key, value: unknown) => {
      if (typeof Blob !== "undefined" && value instanceof Blob) {
        const file = value as Partial<File> & Blob
        return `file:${file.name ?? ""}:${value.size}:${value.type}:${file.lastModified ?? ""}`
      }
      // bytes (a resized picture) by length and a checksum: JSON would spell every byte
      if (ArrayBuffer.isView(value)) return `bytes:${value.byteLength}:${checksum(new Uint8Array(value.buffer, value.byteOffset, value.byteLength))}`
      return typeof value === "bigint" ? value.toString() : value
    })
    return text ?? "null"
  } catch {
    // variables that cannot be written down are never taken for a repeat
    return newIntent().key
  }
}
