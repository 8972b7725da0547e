import { sql } from "kysely"
import type { ReadDb } from "../database"
import { lotKey } from "./lot-links"

export interface AuditSearch {
  readonly stream?: string | undefined
  readonly type?: string | undefined
  readonly user?: string | undefined
  /** ISO times: from inclusive, to exclusive. */
  readonly from?: string | undefined
  readonly to?: string | undefined
  readonly lot?: string | undefined
  /** The position of the last event of the previous page: this page holds older events only. */
  readonly before?: bigint | undefined
  readonly limit: number
}

export interface AuditEventRow {
  readonly position: string
  readonly eventId: string
  readonly streamId: string
  readonly type: string
  readonly revision: string
  readonly occurredAt: string
  readonly userId: string | null
  readonly userEmail: string | null
  readonly userName: string | null
  readonly data: unknown
  readonly metadata: unknown
}

const parsed = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value)

/**
 * One page of the audit's event search, newest first, keyset on the position: `before` is the
 * last position the reader has, so the page is an index range scan whatever its depth, and an
 * event appended meanwhile (always at a higher position) never shifts a later page. A LOT
 * number walks the LOT index instead of the events. `user` matches the user's id or e-mail.
 */
export const searchAuditEvents = async (db: ReadDb, search: AuditSearch): Promise<ReadonlyArray<AuditEventRow>> => {
  let query = db.selectFrom("audit_events as e").leftJoin("users as u", "u.id", "e.user_id")
  if (search.lot !== undefined) {
    // the LOT index's (lot_number, position) key orders the page: the join only fetches its rows
    query = query.innerJoin("audit_lot_events as l", "l.position", "e.position").where("l.lot_number", "=", lotKey(search.lot)) as unknown as typeof query
    if (search.before !== undefined) query = query.where(sql.ref("l.position"), "<", search.before.toString())
  } else if (search.before !== undefined) query = query.where("e.position", "<", search.before.toString())
  if (search.stream !== undefined) query = query.where("e.stream_id", "=", search.stream)
  if (search.type !== undefined) query = query.where("e.type", "=", search.type)
  // an e-mail or an id, never both in one OR: each walks its own (column, position) index in order
  if (search.user !== undefined) query = query.where(search.user.includes("@") ? "e.user_email" : "e.user_id", "=", search.user)
  if (search.from !== undefined) query = query.where("e.occurred_at", ">=", search.from)
  if (search.to !== undefined) query = query.where("e.occurred_at", "<", search.to)
  const rows = await query
    .select([
      "e.position",
      "e.id as event_id",
      "e.stream_id",
      "e.type",
      "e.revision",
      "e.occurred_at",
      "e.user_id",
      "e.user_email",
      "e.data",
      "e.metadata",
      sql<string | null>`nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')`.as("user_name")
    ])
    .orderBy(sql.ref(search.lot !== undefined ? "l.position" : "e.position"), "desc")
    .limit(search.limit)
    .execute()
  return rows.map((row) => ({
    position: String(row.position),
    eventId: row.event_id,
    streamId: row.stream_id,
    type: row.type,
    revision: String(row.revision),
    occurredAt: new Date(row.occurred_at).toISOString(),
    userId: row.user_id,
    userEmail: row.user_email,
    userName: row.user_name,
    data: parsed(row.data),
    metadata: parsed(row.metadata)
  }))
}

/** The names staff know these users by (the as-of timeline's "who"), from the users read model. */
export const userNames = async (db: ReadDb, ids: ReadonlyArray<string>): Promise<ReadonlyMap<string, string>> => {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom("users")
    .select(["id", "first_name", "last_name"])
    .where("id", "in", [...new Set(ids)])
    .execute()
  return new Map(rows.map((row) => [row.id, `${row.first_name} ${row.last_name}`.trim()]))
}

/**
 * What people call the records these ids name (the audit speaks in names and codes,
 * not raw ids): a LOT by its number, a slicing operation by its serial, a drying batch and a transfer
 * by their numbers, a warehouse by its code, an asset by its tag, a wood type, a user, an asset category
 * and a website page, file or folder by their names. One indexed
 * lookup per table for a page's ids; an id found nowhere (a record since deleted) has no name.
 */
export const recordNames = async (db: ReadDb, ids: ReadonlyArray<string>): Promise<ReadonlyMap<string, string>> => {
  const wanted = [...new Set(ids)].filter((id) => id.length > 0)
  if (wanted.length === 0) return new Map()
  const [lots, operations, batches, transfers, warehouses, woodTypes, assets, categories, pages, files, folders, users] = await Promise.all([
    db.selectFrom("wood_receipts").select(["id", "lot_number as name"]).where("id", "in", wanted).execute(),
    db.selectFrom("slicing_operations").select(["id", "serial_number as name"]).where("id", "in", wanted).execute(),
    db.selectFrom("drying_processes").select(["id", "batch_number as name"]).where("id", "in", wanted).execute(),
    db.selectFrom("transfers").select(["id", "transfer_number as name"]).where("id", "in", wanted).execute(),
    db.selectFrom("warehouses").select(["id", "code as name"]).where("id", "in", wanted).execute(),
    db.selectFrom("wood_types").select(["id", "name"]).where("id", "in", wanted).execute(),
    db.selectFrom("assets").select(["id", "asset_tag as name"]).where("id", "in", wanted).execute(),
    db.selectFrom("asset_categories").select(["id", "name"]).where("id", "in", wanted).execute(),
    db.selectFrom("website_pages").select(["id", "name"]).where("id", "in", wanted).execute(),
    db.selectFrom("website_files").select(["id", "name"]).where("id", "in", wanted).execute(),
    db.selectFrom("website_folders").select(["id", "name"]).where("id", "in", wanted).execute(),
    userNames(db, wanted)
  ])
  const names = new Map<string, string>(users)
  for (const row of [...lots, ...operations, ...batches, ...transfers, ...warehouses, ...woodTypes, ...assets, ...categories, ...pages, ...files, ...folders])
    names.set(row.id, row.name)
  return names
}
