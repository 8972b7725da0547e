import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from "node:crypto"
import { identifierKey } from "@timber/contracts"

/**
 * The mailing list's cryptography (erasure). Node only: imported by the services
 * by path, never by the console.
 *
 * - Each subscriber's address is encrypted with AES-256-GCM under the subscriber's own random key
 *   (kept outside the event log, destroyed on delete): `v1.<iv>.<tag>.<ciphertext>` in base64url.
 * - The duplicate check keys the address's reservation on an HMAC-SHA256 of the
 *   normalised address under the address's own random key (`reservationKey`), kept in the erasure
 *   key store and destroyed when its subscriber is erased: what the log keeps of an erased address
 *   (its reservation's name, the digest in its events) is then a keyed hash under a key nobody has,
 *   so not even the holder of the server secret can test a guess against it.
 * - That key is found by a server-keyed digest of the address (`emailDigest`), which is stored only
 *   as the key's row id in the key store (erased with the key) and counted in memory by the sign-up
 *   throttle; it is never written to the log. Before per-address keys it was the reservation's key itself:
 *   such events stay as they are (the log is never edited), and a sign-up still finds a live
 *   subscriber reserved that way.
 * - The unsubscribe link carries the subscriber id and an HMAC of it under another server secret.
 * Both server secrets are derived from the services' JWT_SECRET (one secret to configure); rotating it
 * invalidates links already sent and lets a known address sign up once more as a new row.
 */
const derive = (serverSecret: string, purpose: string) => createHmac("sha256", serverSecret).update(purpose).digest()

export const newSubscriberKey = (): Buffer => randomBytes(32)

export const encryptEmail = (key: Uint8Array, email: string): string => {
  const iv = randomBytes(12)
  const cipher = createCipheriv("aes-256-gcm", key, iv)
  const body = Buffer.concat([cipher.update(email, "utf8"), cipher.final()])
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".")
}

/** The address, or null when the key is gone (erased) or the text was not made with it. */
export const decryptEmail = (key: Uint8Array | null, ciphertext: string): string | null => {
  if (key === null) return null
  const [version, iv, tag, body] = ciphertext.split(".")
  if (version !== "v1" || !iv || !tag || body === undefined) return null
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"))
    decipher.setAuthTag(Buffer.from(tag, "base64url"))
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8")
  } catch {
    return null
  }
}

/** "Anna@Example.com " and "anna@example.com" are one subscriber. */
export const normalisedEmail = (email: string): string => identifierKey(email).toLowerCase()

export const emailDigest = (serverSecret: string, email: string): string =>
  createHmac("sha256", derive(serverSecret, "newsletter-email-digest-v1")).update(normalisedEmail(email)).digest("base64url")

/** The erasure key store's row of an address's own key: found from the address, gone with its subscriber. */
export const addressKeyOwner = (serverSecret: string, email: string): string => `newsletter-address:${emailDigest(serverSecret, email)}`

/** What the address's reservation (and its subscriber's events) are keyed by: worthless once the address's key is destroyed. */
export const reservationKey = (addressKey: Uint8Array, email: string): string =>
  createHmac("sha256", addressKey).update(normalisedEmail(email)).digest("base64url")

const signature = (serverSecret: string, subscriberId: string) =>
  createHmac("sha256", derive(serverSecret, "newsletter-unsubscribe-v1")).update(subscriberId).digest()

export const unsubscribeToken = (serverSecret: string, subscriberId: string): string =>
  `${Buffer.from(subscriberId, "utf8").toString("base64url")}.${signature(serverSecret, subscriberId).toString("base64url")}`

/** The subscriber id a token stands for, or null when it was not signed with this server's secret. */
export const subscriberOfToken = (serverSecret: string, token: string): string | null => {
  const [id, mac] = token.split(".")
  if (!id || !mac) return null
  const subscriberId = Buffer.from(id, "base64url").toString("utf8")
  const given = Buffer.from(mac, "base64url")
  const expected = signature(serverSecret, subscriberId)
  return given.length === expected.length && timingSafeEqual(given, expected) ? subscriberId : null
}
