import { rechargeIdOf, type ElectricityStatistics, type RecordedRecharge, type PageRequest, type RechargeSort } from "@timber/contracts"
import { tariffPerKwh, type RechargeRegister } from "@timber/domain/calculators/electricity-usage"
import { sql } from "kysely"
import type { ReadDb } from "../database"
import type { CursorPosition } from "../paging/cursor"
import { keysetPage, type KeysetPage } from "../paging/keyset-page"
import { containsPattern } from "../paging/search"
import type { ElectricityRechargesTable } from "./electricity.table"

const toRecharge = (r: ElectricityRechargesTable): RecordedRecharge => {
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
    recordedBy: r.recorded_by,
    voided: Boolean(r.voided),
    voidReason: r.void_reason ?? null,
    correctionReason: r.correction_reason ?? null,
    version: r.version ?? ""
  }
}

/** One page of the recharges, newest first (spec section 7), searched in the token and the SMS; the log position orders them (its index ends in the id: migration 20261207_0712). */
export const pageRecharges = async (
  db: ReadDb,
  request: PageRequest<RechargeSort>,
  after: CursorPosition | null,
  filters: { readonly recordedBefore?: string | undefined } = {}
): Promise<KeysetPage<RecordedRecharge>> => {
  let query = db.selectFrom("electricity_recharges").selectAll()
  if (filters.recordedBefore !== undefined) query = query.where("recorded_at", "<=", new Date(filters.recordedBefore).toISOString())
  if (request.q) {
    const pattern = containsPattern(request.q)
    query = query.where((eb) => eb.or([eb("token", "ilike", pattern), eb("sms_text", "ilike", pattern)]))
  }
  const page = await keysetPage(query, request, after, { column: "log_position", idColumn: "id" })
  return { ...page, items: page.items.map(toRecharge) }
}

/** The latest recharge: its totalPaid / kwhAmount is the drying tariff (spec section 9). */
export const latestRecharge = async (db: ReadDb): Promise<RecordedRecharge | null> => {
  const row = await db.selectFrom("electricity_recharges").selectAll().where("voided", "=", false).orderBy("log_position", "desc").limit(1).executeTakeFirst()
  return row ? toRecharge(row) : null
}

/**
 * The recharge recorded last at or before `time` (a batch's start): the tariff of the units on the
 * meter when it started (domain calculators/drying-cost.ts); index electricity_recharges_recorded_at.
 */
export const rechargeBefore = async (db: ReadDb, time: string): Promise<RecordedRecharge | null> => {
  const row = await db
    .selectFrom("electricity_recharges")
    .selectAll()
    .where("recorded_at", "<=", new Date(time).toISOString())
    .where("voided", "=", false)
    .orderBy("recorded_at", "desc")
    .orderBy("log_position", "desc")
    .limit(1)
    .executeTakeFirst()
  return row ? toRecharge(row) : null
}

/**
 * The register's figures of the given tokens ("1234-…"), for the batches whose readings pasted
 * their SMS: corrected figures, null when voided (domain calculators/electricity-usage.ts
 * `RechargeRegister`). Read by primary key, only the tokens asked.
 */
export const rechargeRegisterOf = async (db: ReadDb, tokens: ReadonlyArray<string>): Promise<RechargeRegister> => {
  const ids = [...new Set(tokens.map(rechargeIdOf))]
  const rows = ids.length === 0 ? [] : await db.selectFrom("electricity_recharges").selectAll().where("id", "in", ids).execute()
  return new Map(rows.map((row) => [row.token, row.voided ? null : { kwhAmount: Number(row.kwh_amount), totalPaid: Number(row.total_paid) }]))
}

/** The recharges summed in one statement (no row crosses the wire), and the latest's tariff. */
export const electricityStatistics = async (db: ReadDb): Promise<ElectricityStatistics> => {
  const sums = await db
    .selectFrom("electricity_recharges")
    .select([sql<string>`count(*)`.as("count"), sql<string>`coalesce(sum(kwh_amount), 0)`.as("kwh"), sql<string>`coalesce(sum(total_paid), 0)`.as("paid")])
    // a voided recharge was never bought
    .where("voided", "=", false)
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
