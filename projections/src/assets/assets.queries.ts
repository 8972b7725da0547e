import { assetTagOf, toAsset, type Asset, type AssetCategory, type AssetStats, type AssetView } from "@timber/contracts"
import { sql } from "kysely"
import type { ReadDb } from "../database"

/** How many free tags the 'Select from available tags' dialog offers at most. */
export const UNALLOCATED_TAGS_MAX = 50

const parsed = (body: unknown) => (typeof body === "string" ? JSON.parse(body) : body) as AssetView

export interface AssetFilter {
  readonly status?: string
  readonly categoryId?: string
  /** Matched, case-insensitively, anywhere in the tag, name, brand, model or serial number. */
  readonly search?: string
  readonly id?: string
  /** Never found by a stocktake, or last found before this time. */
  readonly notSeenSince?: string
  /** At this location (case and surrounding spaces ignored). */
  readonly location?: string
}

/** The asset list (administration spec section 2 "Asset list"), newest first, its category named as it is now. */
export const listAssets = async (db: ReadDb, filter: AssetFilter = {}): Promise<Asset[]> => {
  let query = db
    .selectFrom("assets")
    .leftJoin("asset_categories", "asset_categories.id", "assets.category_id")
    .select([
      "assets.body",
      "assets.created_at",
      "assets.updated_at",
      "assets.version",
      "asset_categories.id as cid",
      "asset_categories.name as cname",
      "asset_categories.code as ccode"
    ])
    .orderBy("assets.created_at", "desc")
    .orderBy("assets.id")
  if (filter.status) query = query.where("assets.status", "=", filter.status)
  if (filter.categoryId) query = query.where("assets.category_id", "=", filter.categoryId)
  if (filter.id !== undefined) query = query.where("assets.id", "=", filter.id)
  const since = filter.notSeenSince?.trim() ? new Date(filter.notSeenSince.trim()) : null
  if (since !== null && !Number.isNaN(since.getTime()))
    query = query.where((eb) => eb.or([eb("assets.last_seen_at", "is", null), eb("assets.last_seen_at", "<", since.toISOString())]))
  if (filter.location?.trim()) query = query.where(sql<boolean>`lower(trim(assets.body->>'location')) = ${filter.location.trim().toLowerCase()}`)
  const search = filter.search?.trim()
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query = query.where(
      sql<boolean>`(assets.asset_tag ilike ${like} or assets.name ilike ${like} or assets.body->>'brand' ilike ${like} or assets.body->>'modelNumber' ilike ${like} or assets.body->>'serialNumber' ilike ${like})`
    )
  }
  return (await query.execute()).map((row) =>
    toAsset(parsed(row.body), row.cid === null ? null : { id: row.cid, name: row.cname!, code: row.ccode! }, {
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
      version: row.version ?? ""
    })
  )
}

export const findAsset = async (db: ReadDb, id: string): Promise<Asset | null> => (await listAssets(db, { id }))[0] ?? null

/** The categories by name, each with how many assets it holds (the Category filter and the settings table). */
export const listAssetCategories = async (db: ReadDb): Promise<AssetCategory[]> =>
  (
    await db
      .selectFrom("asset_categories")
      .selectAll("asset_categories")
      .select((eb) =>
        eb
          .selectFrom("assets")
          .select(sql<string>`count(*)`.as("n"))
          .whereRef("assets.category_id", "=", "asset_categories.id")
          .as("assets")
      )
      .orderBy("name")
      .orderBy("id")
      .execute()
  ).map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    description: row.description,
    _count: { assets: Number(row.assets ?? 0) },
    version: row.version ?? ""
  }))

/**
 * The stats cards. An asset with open maintenance (scheduled or in progress) or marked
 * IN_MAINTENANCE counts In Maintenance, not Active; Total Value sums purchase prices (TZS).
 */
export const assetStats = async (db: ReadDb): Promise<AssetStats> => {
  const row = await db
    .selectFrom("assets")
    .select([
      sql<string>`count(*)`.as("total"),
      sql<string>`count(*) filter (where status = 'ACTIVE' and not open_maintenance)`.as("active"),
      sql<string>`count(*) filter (where status = 'IN_MAINTENANCE' or open_maintenance)`.as("maintenance"),
      sql<string>`count(*) filter (where status = 'BROKEN')`.as("broken"),
      sql<string>`coalesce(sum(purchase_price), 0)`.as("value")
    ])
    .executeTakeFirstOrThrow()
  const categories = await db
    .selectFrom("asset_categories")
    .select(sql<string>`count(*)`.as("n"))
    .executeTakeFirstOrThrow()
  // every category, with what its assets' completed maintenance cost (0 when nothing yet)
  const costs = await db
    .selectFrom("asset_categories")
    .leftJoin("assets", "assets.category_id", "asset_categories.id")
    .select(["asset_categories.id", "asset_categories.name", sql<string>`coalesce(sum(assets.maintenance_cost), 0)`.as("cost")])
    .groupBy(["asset_categories.id", "asset_categories.name"])
    .orderBy("asset_categories.name")
    .orderBy("asset_categories.id")
    .execute()
  const maintenanceCost = await db
    .selectFrom("assets")
    .select(sql<string>`coalesce(sum(maintenance_cost), 0)`.as("cost"))
    .executeTakeFirstOrThrow()
  return {
    totalAssets: Number(row.total),
    activeAssets: Number(row.active),
    inMaintenance: Number(row.maintenance),
    brokenAssets: Number(row.broken),
    totalValue: Number(row.value),
    categories: Number(categories.n),
    maintenanceCost: Number(maintenanceCost.cost),
    maintenanceCostByCategory: costs.map((c) => ({ categoryId: c.id, name: c.name, maintenanceCost: Number(c.cost) }))
  }
}

const tagNumbers = async (db: ReadDb) =>
  (await db.selectFrom("assets").select("tag_number").where("tag_number", "is not", null).orderBy("tag_number").execute()).map((r) => Number(r.tag_number))

/** The tag after the highest in use (UD-0001 for an empty register). */
export const nextAssetTag = async (db: ReadDb): Promise<string> => {
  const numbers = await tagNumbers(db)
  return assetTagOf((numbers[numbers.length - 1] ?? 0) + 1)
}

/**
 * Tags no asset holds: the numbers below the highest in use that are free (a deleted asset's, or
 * skipped when a tag was typed by hand), lowest first, then the next tag; at most 50.
 */
export const unallocatedAssetTags = async (db: ReadDb): Promise<string[]> => {
  const numbers = await tagNumbers(db)
  const used = new Set(numbers)
  const highest = numbers[numbers.length - 1] ?? 0
  const free: string[] = []
  for (let n = 1; n <= highest + 1 && free.length < UNALLOCATED_TAGS_MAX; n++) if (!used.has(n)) free.push(assetTagOf(n))
  return free
}
