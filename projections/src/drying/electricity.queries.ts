import type { ElectricityRecharge, ElectricityStatistics, PageRequest, RechargeSort } from "@timber/contracts"
import { tariffPerKwh } from "@timber/domain/calculators/electricity-usage"
import { sql } from "kysely"
import type { ReadDb } from "../database"
import type { CursorPosition } from "../paging/cursor"
import { keysetPage, type KeysetPage } from "../paging/keyset-page"
import { containsPattern } from "../paging/search"
import type { ElectricityRechargesTable } from "./electricity.table"

const toRecharge = (r: ElectricityRechargesTable): ElectricityRecharge => {
  const kwhAmount = Number(r.kwh_amount)
  const totalPaid = Number(r.total_paid)
  return {
    id: r.id,
    token: r.token,
    kwhAmount,
    totalPaid,
    tariffPerKwh: tariffPerKwh({ kwhAmount, totalPaid }),
    smsText: r.sms_text,
    dryingId: r.drying_id,
    recordedAt: new Date(r.recorded_at).toISOString(),
    recordedBy: r.recorded_by
  }
}

/** One page of the recharges, newest first (spec section 7), searched in the token and the SMS; the log position orders them (its index ends in the id: migration 20261207_0712). */
export const pageRecharges = async (db: ReadDb, request: PageRequest<RechargeSort>, after: CursorPosition | null): Promise<KeysetPage<ElectricityRecharge>> => {
  let query = db.selectFrom("electricity_recharges").selectAll()
  if (request.q) {
    const pattern = containsPattern(request.q)
    query = query.where((eb) => eb.or([eb("token", "ilike", pattern), eb("sms_text", "ilike", pattern)]))
  }
  const page = await keysetPage(query, request, after, { column: "log_position", idColumn: "id" })
  return { ...page, items: page.items.map(toRecharge) }
}

/** The latest recharge: its totalPaid / kwhAmount is the drying tariff (spec section 9). */
export const latestRecharge = async (db: ReadDb): Promise<ElectricityRecharge | null> => {
  const row = await db.selectFrom("electricity_recharges").selectAll().orderBy("log_position", "desc").limit(1).executeTakeFirst()
  return row ? toRecharge(row) : null
}

/** The recharges summed in one statement (no row crosses the wire), and the latest's tariff. */
export const electricityStatistics = async (db: ReadDb): Promise<ElectricityStatistics> => {
  const sums = await db
    .selectFrom("electricity_recharges")
    .select([sql<string>`count(*)`.as("count"), sql<string>`coalesce(sum(kwh_amount), 0)`.as("kwh"), sql<string>`coalesce(sum(total_paid), 0)`.as("paid")])
    .executeTakeFirstOrThrow()
  const totalKwh = Number(sums.kwh)
  const totalPaid = Number(sums.paid)
  const latest = await latestRecharge(db)
  return {
    rechargeCount: Number(sums.count),
    totalKwh,
    totalPaid,
    averageTariffPerKwh: totalKwh > 0 ? totalPaid / totalKwh : null,
    currentTariffPerKwh: tariffPerKwh(latest),
    latestRechargeAt: latest?.recordedAt ?? null
  }
}
