import { toWarehouseRecord, type Warehouse } from "@timber/contracts"
import { sql } from "kysely"
import type { ReadDb } from "../database"

const idsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === "string" ? (JSON.parse(value) as unknown[]) : []).filter((v): v is string => typeof v === "string")

/**
 * Warehouses by code, ACTIVE only unless archived ones are asked for. `_count.stock` counts
 * the rows of the warehouse that hold pieces (any quantity above 0).
 */
export const listWarehouses = async (
  db: ReadDb,
  options: { readonly includeArchived: boolean; readonly id?: string } = { includeArchived: false }
): Promise<Warehouse[]> => {
  let query = db
    .selectFrom("warehouses")
    .selectAll("warehouses")
    .select((eb) =>
      eb
        .selectFrom("stock_rows")
        .select(sql<string>`count(*)`.as("n"))
        .whereRef("stock_rows.warehouse_id", "=", "warehouses.id")
        .where(sql<boolean>`(not_dried + under_drying + dried + damaged + in_transit_out + in_transit_in) > 0`)
        .as("stock_count")
    )
    .orderBy("code")
  if (!options.includeArchived) query = query.where("status", "=", "ACTIVE")
  if (options.id !== undefined) query = query.where("id", "=", options.id)
  const rows = await query.execute()
  const userIds = [...new Set(rows.flatMap((r) => idsOf(r.assigned_user_ids)))]
  const users =
    userIds.length === 0 ? [] : await db.selectFrom("users").select(["id", "email", "first_name", "last_name", "role"]).where("id", "in", userIds).execute()
  const byId = new Map(users.map((u) => [u.id, u]))
  return rows.map((row) => ({
    ...toWarehouseRecord(
      {
        warehouseId: row.id,
        details: {
          code: row.code,
          name: row.name,
          address: row.address,
          contactPerson: row.contact_person,
          stockControlEnabled: row.stock_control_enabled,
          requiresApproval: row.requires_approval
        },
        archived: row.status === "ARCHIVED",
        version: row.version ?? "",
        assignedUsers: idsOf(row.assigned_user_ids).flatMap((userId) => {
          const u = byId.get(userId)
          return u ? [{ id: u.id, email: u.email, firstName: u.first_name, lastName: u.last_name, role: u.role }] : []
        })
      },
      { createdAt: new Date(row.created_at).toISOString(), updatedAt: new Date(row.updated_at).toISOString() }
    ),
    _count: { stock: Number(row.stock_count ?? 0) }
  }))
}

export const findWarehouse = async (db: ReadDb, id: string): Promise<Warehouse | null> => (await listWarehouses(db, { includeArchived: true, id }))[0] ?? null
