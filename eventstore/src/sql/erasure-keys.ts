import { sql, type Kysely } from "kysely"

/**
 * Keys that make personal data in the log erasable: an event holds a person's
 * data only encrypted under that person's own key, kept here, outside the log. Destroying the key
 * erases the data from every copy of the log (replays, rebuilds, backups of the events) at once,
 * while the events themselves stay as they were. Rebuilds never write this table; only the write
 * side adds and destroys keys; the projections read them to decrypt.
 */
export const ensureErasureKeyTable = async (db: Kysely<any>) => {
  await sql`
    create table if not exists erasure_keys (
      owner_id text primary key,
      key bytea not null,
      created_at timestamptz not null default now()
    )`.execute(db)
}

/** Keeps the key of an owner (a subscriber); storing one for an owner that has one keeps the first. */
export const storeErasureKey = async (db: Kysely<any>, ownerId: string, key: Uint8Array) => {
  await sql`insert into erasure_keys (owner_id, key) values (${ownerId}, ${Buffer.from(key)}) on conflict (owner_id) do nothing`.execute(db)
}

/**
 * The owner's key, storing `candidate` when it has none: of concurrent callers in any process, every
 * one gets the key stored first (the upsert returns the row that won, in one statement).
 */
export const keepErasureKey = async (db: Kysely<any>, ownerId: string, candidate: Uint8Array): Promise<Uint8Array> => {
  const { rows } = await sql<{ key: Uint8Array }>`
    insert into erasure_keys (owner_id, key) values (${ownerId}, ${Buffer.from(candidate)})
    on conflict (owner_id) do update set owner_id = excluded.owner_id
    returning key`.execute(db)
  return rows[0]!.key
}

/** The owner's key, or null once destroyed (or never stored). */
export const erasureKeyOf = async (db: Kysely<any>, ownerId: string): Promise<Uint8Array | null> => {
  const { rows } = await sql<{ key: Uint8Array }>`select key from erasure_keys where owner_id = ${ownerId}`.execute(db)
  return rows[0]?.key ?? null
}

/** The keys of many owners at once (a projection's batch). */
export const erasureKeysOf = async (db: Kysely<any>, ownerIds: ReadonlyArray<string>): Promise<Map<string, Uint8Array>> => {
  if (ownerIds.length === 0) return new Map()
  const { rows } = await sql<{ owner_id: string; key: Uint8Array }>`
    select owner_id, key from erasure_keys where owner_id in (${sql.join([...new Set(ownerIds)])})`.execute(db)
  return new Map(rows.map((row) => [row.owner_id, row.key]))
}

/** Destroys the key for good: what it encrypted can never be read again. */
export const destroyErasureKey = async (db: Kysely<any>, ownerId: string) => {
  await sql`delete from erasure_keys where owner_id = ${ownerId}`.execute(db)
}

/**
 * Destroys the owner's key only while it is still `key`: a caller that read a key and found it spent destroys that
 * key, never the one another caller drew after it (of two concurrent callers, the second deletes nothing).
 */
export const destroyErasureKeyIf = async (db: Kysely<any>, ownerId: string, key: Uint8Array) => {
  await sql`delete from erasure_keys where owner_id = ${ownerId} and key = ${Buffer.from(key)}`.execute(db)
}
