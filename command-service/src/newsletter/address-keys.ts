import { addressKeyOwner, decryptEmail, emailDigest, newSubscriberKey, reservationKey } from "@timber/server-edge/newsletter-secrets"
import { destroyErasureKey, destroyErasureKeyIf, erasureKeyOf, keepErasureKey } from "@timber/eventstore"
import type { Kysely } from "kysely"

/** An address's own key as a sign-up drew or found it, and the reservation key it gives the address. */
export interface AddressKey {
  readonly owner: string
  readonly key: Uint8Array
  readonly reservation: string
}

/**
 * The address's key: drawn by its first sign-up and shared by every later one (in any process) until the
 * address's subscriber is erased; its reservation key is a keyed hash of the address under it.
 */
export const addressKeyOf = async (db: Kysely<any>, serverSecret: string, email: string): Promise<AddressKey> => {
  const owner = addressKeyOwner(serverSecret, email)
  const key = await keepErasureKey(db, owner, newSubscriberKey())
  return { owner, key, reservation: reservationKey(key, email) }
}

/**
 * A sign-up found the key's reservation spent (its subscriber erased): the key goes, as the erasure destroys it,
 * unless another caller already replaced it (then the newer key stays: it keys the address's next subscriber).
 */
export const retireAddressKey = (db: Kysely<any>, address: AddressKey) => destroyErasureKeyIf(db, address.owner, address.key)

/**
 * Erasure's keys: the address's own key first (found by opening the address one last time with the
 * subscriber's key), then the subscriber's. In that order a crash between the two is mended by
 * deleting again: the subscriber's key is still there to find the address with. The address's key goes only while
 * it is the one the subscriber's reservation was made under: a sign-up racing the erasure may have found that
 * reservation spent and drawn the address a new key, which keys its next subscriber and stays. A subscriber reserved
 * before per-address keys (by the server-keyed digest) has no such key of its own: the address's key goes whatever it is.
 */
export const destroySubscriberKeys = async (
  db: Kysely<any>,
  serverSecret: string,
  subscriber: { readonly id: string; readonly emailCiphertext: string | null; readonly reservation: string | null }
) => {
  const email = subscriber.emailCiphertext === null ? null : decryptEmail(await erasureKeyOf(db, subscriber.id), subscriber.emailCiphertext)
  if (email !== null) {
    const owner = addressKeyOwner(serverSecret, email)
    const key = await erasureKeyOf(db, owner)
    const reservedBefore = subscriber.reservation === null || subscriber.reservation === emailDigest(serverSecret, email)
    if (reservedBefore) await destroyErasureKey(db, owner)
    else if (key !== null && reservationKey(key, email) === subscriber.reservation) await destroyErasureKeyIf(db, owner, key)
  }
  await destroyErasureKey(db, subscriber.id)
}
