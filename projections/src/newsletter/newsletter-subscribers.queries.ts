import { erasureKeysOf } from "@timber/eventstore"
import type { ReadDb } from "../database"

/** A subscriber row with its key (null once erased): the query service decrypts the address. */
export interface SealedSubscriber {
  readonly id: string
  readonly emailCiphertext: string
  readonly key: Uint8Array | null
  readonly source: string
  readonly status: string
  readonly subscribedAt: string
}

/** Every subscriber, newest sign-up first, each with its key from the key table. */
export const listSealedSubscribers = async (db: ReadDb): Promise<SealedSubscriber[]> => {
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select(["id", "email_ciphertext", "source", "status", "subscribed_at"])
    .orderBy("log_position", "desc")
    .execute()
  const keys = await erasureKeysOf(
    db,
    rows.map((row) => row.id)
  )
  return rows.map((row) => ({
    id: row.id,
    emailCiphertext: row.email_ciphertext,
    key: keys.get(row.id) ?? null,
    source: row.source,
    status: row.status,
    subscribedAt: row.subscribed_at
  }))
}
