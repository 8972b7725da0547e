import { createHash, randomBytes } from "node:crypto"
import { DISPLAY_TOKEN_PREFIX } from "@timber/contracts"

/**
 * A new display token: 32 random bytes (256 bits) after the prefix. Shown once to the ADMIN who
 * creates it; only its sha256 is kept (in the created event and the read model). A sha256 of 256
 * random bits can't be turned back into the token, so no slow hash is needed as for a password.
 * Node only: imported by the services by path, never by the console.
 */
export const newDisplayToken = (): string => `${DISPLAY_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`

export const displayTokenSha256 = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex")
