import {
  assetTagOf,
  normalizeAssetTag,
  toAsset,
  type Asset,
  type AssetCategory,
  type AssetListParams,
  type AssetSort,
  type AssetStats,
  type AssetView,
  type PageRequest
} from "@timber/contracts"
import { sql } from "kysely"
import type { ReadDb } from "../database"
import type { CursorPosition } from "../paging/cursor"
import { keysetPage, type KeysetPage } from "../paging/keyset-page"
import { containsPattern } from "../paging/search"

/** How many free tags the 'Select from available tags' dialog offers at most. */
export const UNALLOCATED_TAGS_MAX = 50

const parsed = (body: unknown) => (typeof body === "string" ? JSON.parse(body) : body) as AssetView

export type AssetFilter = Pick<AssetListParams, "status" | "categoryId" | "notSeenSince" | "location" | "tag">

/** The column each asset sort reads; each has an index ending in the id (migration 20261207_0710). */
const ASSET_SORT_COLUMNS: Record<AssetSort, string> = {
  createdAt: "assets.created_at",
  assetTag: "assets.asset_tag",
  name: "assets.name",
  status: "assets.status",
  purchasePrice: "assets.purchase_price"
}

const registerRows = (db: ReadDb) =>
  db
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

type RegisterRow = Awaited<ReturnType<ReturnType<typeof registerRows>["execute"]>>[number]

/** A register row as the API shows it, its category named as it is now. */
const assetFromRow = (row: RegisterRow): Asset =>
  toAsset(parsed(row.body), row.cid === null ? null : { id: row.cid, name: row.cname!, code: row.ccode! }, {
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    version: row.version ?? ""
  })

/**
 * One page of the asset list (administration spec section 2 "Asset list"; a stocktake's expected
 * and scanned assets), filtered and searched on the server: the search matches, case-insensitively,
 * anywhere in the tag, name, brand, model or serial number.
 */
export const pageAssets = async (
  db: ReadDb,
  request: PageRequest<AssetSort>,
  after: CursorPosition | null,
  filter: AssetFilter = {}
): Promise<KeysetPage<Asset>> => {
  let query = registerRows(db)
  if (filter.status) query = query.where("assets.status", "=", filter.status)
  if (filter.categoryId) query = query.where("assets.category_id", "=", filter.categoryId)
  const tags = filter.tag === undefined ? [] : (typeof filter.tag === "string" ? [filter.tag] : filter.tag).map(normalizeAssetTag)
  if (filter.tag !== undefined) query = tags.length === 0 ? query.where(sql<boolean>`false`) : query.where("assets.asset_tag", "in", tags)
  const since = filter.notSeenSince?.trim() ? new Date(filter.notSeenSince.trim()) : null
  if (since !== null && !Number.isNaN(since.getTime()))
    query = query.where((eb) => eb.or([eb("assets.last_seen_at", "is", null), eb("assets.last_seen_at", "<", since.toISOString())]))
  if (filter.location?.trim()) query = query.where(sql<boolean>`lower(trim(assets.body->>'location')) = ${filter.location.trim().toLowerCase()}`)
  if (request.q) {
    const like = containsPattern(request.q)
    query = query.where(
      sql<boolean>`(assets.asset_tag ilike ${like} or assets.name ilike ${like} or assets.body->>'brand' ilike ${like} or assets.body->>'modelNumber' ilike ${like} or assets.body->>'serialNumber' ilike ${like})`
    )
  }
  const page = await keysetPage(query, request, after, { column: ASSET_SORT_COLUMNS[request.sort], idColumn: "assets.id" })
  return { ...page, items: page.items.map(assetFromRow) }
}

export const findAsset = async (db: ReadDb, id: string): Promise<Asset | null> => {
  const row = await registerRows(db).where("assets.id", "=", id).executeTakeFirst()
  return row ? assetFromRow(row) : null
}

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
 * The stats cards count the assets by the status their rows show (a scheduled service
 * counted an asset "In Maintenance" while its row still said Active, so the cards contradicted the
 * list); a service planned for next month is not one being done. Total Value sums purchase prices (TZS).
 */
export const assetStats = async (db: ReadDb): Promise<AssetStats> => {
  const row = await db
    .selectFrom("assets")
    .select([
      sql<string>`count(*)`.as("total"),
      sql<string>`count(*) filter (where status = 'ACTIVE')`.as("active"),
      sql<string>`count(*) filter (where status = 'IN_MAINTENANCE')`.as("maintenance"),
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
