import { sql, type Kysely } from "kysely"

/**
 * The blob store (ARCHITECTURE section 2): uploaded bytes live in one table, addressed by
 * id; the event that mentions a file records its id, name, mime type, size and sha256.
 * Both services use it: the write side stores, the read side serves.
 */
export interface StoredBlob {
  readonly id: string
  readonly mime: string
  readonly bytes: Uint8Array
  readonly sha256: string
}

export const ensureBlobTable = async (db: Kysely<any>) => {
  await sql`
    create table if not exists blobs (
      id text primary key,
      mime text not null,
      size integer not null,
      sha256 text not null,
      bytes bytea not null,
      created_at timestamptz not null default now()
    )`.execute(db)
}

/** Stores the bytes once; storing the same id again keeps the first (ids are derived from the content). */
export const putBlob = async (db: Kysely<any>, blob: StoredBlob) => {
  await sql`insert into blobs (id, mime, size, sha256, bytes) values (${blob.id}, ${blob.mime}, ${blob.bytes.byteLength}, ${blob.sha256}, ${Buffer.from(blob.bytes)})
            on conflict (id) do nothing`.execute(db)
}

export const getBlob = async (db: Kysely<any>, id: string): Promise<StoredBlob | null> => {
  const result = await sql<{ id: string; mime: string; sha256: string; bytes: Uint8Array }>`select id, mime, sha256, bytes from blobs where id = ${id}`.execute(
    db
  )
  const row = result.rows[0]
  return row ? { id: row.id, mime: row.mime, sha256: row.sha256, bytes: new Uint8Array(row.bytes) } : null
}
