import {
  ASSET_CATEGORY_EVENT_TYPES,
  ASSET_EVENT_TYPES,
  AssetCategoryEvent,
  AssetEvent,
  assetTagNumber,
  decodeEvent,
  evolveAssetView,
  isOpenMaintenance,
  LiveTopics,
  maintenanceCostOf,
  metadataOf,
  movesVersion,
  type AssetView
} from "@timber/contracts"
import { absurd } from "effect"
import { batched, type Projection } from "../runner/projection"
import { decodeOrPoison } from "../runner/row-writes"

const ASSET_TYPES = new Set<string>(ASSET_EVENT_TYPES)
/** A category's filings are the write side's guard; the read side counts assets from their own rows. */
const CATEGORY_TYPES = ASSET_CATEGORY_EVENT_TYPES.filter((type) => type !== "AssetCategoryAssetFiled" && type !== "AssetCategoryAssetUnfiled")

const parsed = (body: unknown) => (typeof body === "string" ? JSON.parse(body) : body) as AssetView

interface Folded {
  view: AssetView | null
  stored: boolean
  createdAt: string
  updatedAt: string
  version: string | null
}

/**
 * The asset register: each asset's events folded by the one fold the aggregate uses too
 * (contracts `evolveAssetView`), so the list and a write's answer never differ; and the
 * categories. A batch reads the assets it touches once, folds in memory and writes each row once.
 */
export const assetsProjection: Projection = {
  name: "assets",
  // 3: each asset's and category's version (migration 0700)
  version: 3,
  eventTypes: [...ASSET_EVENT_TYPES, ...CATEGORY_TYPES],
  tables: ["assets", "asset_categories"],
  ...batched(async (trx, events) => {
    const assetEvents = events.filter((event) => ASSET_TYPES.has(event.type))
    const ids = [...new Set(assetEvents.map((event) => (event.data as { assetId: string }).assetId))]
    const stored =
      ids.length === 0 ? [] : await trx.selectFrom("assets").select(["id", "body", "created_at", "updated_at", "version"]).where("id", "in", ids).execute()
    const assets = new Map<string, Folded>(
      stored.map((row) => [
        row.id,
        {
          view: parsed(row.body),
          stored: true,
          createdAt: new Date(row.created_at).toISOString(),
          updatedAt: new Date(row.updated_at).toISOString(),
          version: row.version
        }
      ])
    )
    for (const event of events) {
      const at = metadataOf(event).occurredAt
      if (ASSET_TYPES.has(event.type)) {
        const e = decodeOrPoison((recorded) => decodeEvent(AssetEvent, recorded), event)
        const known = assets.get(e.assetId)
        assets.set(e.assetId, {
          view: evolveAssetView(known?.view ?? null, e),
          stored: known?.stored ?? false,
          createdAt: known?.createdAt ?? at,
          updatedAt: at,
          version: movesVersion(event.type) ? event.revision.toString() : (known?.version ?? null)
        })
        continue
      }
      const c = decodeOrPoison((recorded) => decodeEvent(AssetCategoryEvent, recorded), event)
      switch (c._tag) {
        case "AssetCategoryCreated":
          await trx
            .insertInto("asset_categories")
            .values({ id: c.categoryId, name: c.name, code: c.code, description: c.description, created_at: at, version: event.revision.toString() })
            .onConflict((oc) => oc.column("id").doNothing())
            .execute()
          break
        case "AssetCategoryUpdated":
          await trx
            .updateTable("asset_categories")
            .set({ name: c.name, code: c.code, description: c.description, version: event.revision.toString() })
            .where("id", "=", c.categoryId)
            .execute()
          break
        case "AssetCategoryDeleted":
          await trx.deleteFrom("asset_categories").where("id", "=", c.categoryId).execute()
          break
        case "AssetCategoryAssetFiled":
        case "AssetCategoryAssetUnfiled":
          break
        default:
          return absurd(c)
      }
    }
    for (const [id, { view, stored: isStored, createdAt, updatedAt, version }] of assets) {
      if (view === null) {
        if (isStored) await trx.deleteFrom("assets").where("id", "=", id).execute()
        continue
      }
      const columns = {
        asset_tag: view.assetTag,
        tag_number: assetTagNumber(view.assetTag),
        name: view.name,
        category_id: view.categoryId,
        status: view.status,
        purchase_price: view.purchasePrice,
        open_maintenance: view.maintenanceRecords.some((record) => isOpenMaintenance(record.status)),
        maintenance_cost: maintenanceCostOf(view.maintenanceRecords),
        next_maintenance_due: view.nextMaintenanceDue,
        body: JSON.stringify(view),
        last_seen_at: view.lastSeenAt ?? null,
        updated_at: updatedAt,
        version
      }
      if (isStored) await trx.updateTable("assets").set(columns).where("id", "=", id).execute()
      else
        await trx
          .insertInto("assets")
          .values({ id, ...columns, created_at: createdAt })
          .execute()
    }
    return events.length > 0 ? [LiveTopics.assets] : []
  }),
  reset: async (trx) => {
    await trx.deleteFrom("assets").execute()
    await trx.deleteFrom("asset_categories").execute()
  }
}
