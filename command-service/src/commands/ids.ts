import { createHash, randomUUID } from "node:crypto"

/** RFC 4122 version-5 UUID: the same name always gives the same id. */
export const uuidV5 = (name: string, namespace = "6f1c4b0e-3b7a-4c7e-9f0a-2d1e5b8c9a10") => {
  const ns = Buffer.from(namespace.replace(/-/g, ""), "hex")
  const bytes = createHash("sha1")
    .update(Buffer.concat([ns, Buffer.from(name, "utf8")]))
    .digest()
    .subarray(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x50
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = bytes.toString("hex")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Where a command's new ids come from. With an Idempotency-Key they are derived from
 * it, so a repeated request names the same aggregate and the same events, and the
 * store appends nothing twice; without one they are random.
 */
export interface IdSource {
  readonly next: (purpose: string) => string
}

export const idSource = (scope: string | null): IdSource =>
  scope === null ? { next: () => randomUUID() } : { next: (purpose) => uuidV5(`${scope}|${purpose}`) }
