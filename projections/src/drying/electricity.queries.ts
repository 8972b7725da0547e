import type { ElectricityRecharge, ElectricityStatistics } from "@timber/contracts"
import { tariffPerKwh } from "@timber/domain/calculators/electricity-usage"
import type { ReadDb } from "../database"
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

/** Every recharge, newest first (spec section 7). */
export const listRecharges = async (db: ReadDb): Promise<ElectricityRecharge[]> =>
  (await db.selectFrom("electricity_recharges").selectAll().orderBy("log_position", "desc").execute()).map(toRecharge)

/** The latest recharge: its totalPaid / kwhAmount is the drying tariff (spec section 9). */
export const latestRecharge = async (db: ReadDb): Promise<ElectricityRecharge | null> => {
  const row = await db.selectFrom("electricity_recharges").selectAll().orderBy("log_position", "desc").limit(1).executeTakeFirst()
  return row ? toRecharge(row) : null
}

export const electricityStatistics = async (db: ReadDb): Promise<ElectricityStatistics> => {
  const recharges = await listRecharges(db)
  const totalKwh = recharges.reduce((sum, r) => sum + r.kwhAmount, 0)
  const totalPaid = recharges.reduce((sum, r) => sum + r.totalPaid, 0)
  const latest = recharges[0] ?? null
  return {
    rechargeCount: recharges.length,
    totalKwh,
    totalPaid,
    averageTariffPerKwh: totalKwh > 0 ? totalPaid / totalKwh : null,
    currentTariffPerKwh: tariffPerKwh(latest),
    latestRechargeAt: latest?.recordedAt ?? null
  }
}
