import { decodeEvent, ELECTRICITY_EVENT_TYPES, ElectricityEvent, metadataOf, rechargeIdOf } from "@timber/contracts"
import { absurd } from "effect"
import { batched, type Projection } from "../runner/projection"
import { decodeOrPoison } from "../runner/row-writes"
import { DRYING_TOPIC } from "./drying.projection"

/** LUKU recharges: the recharge list, the electricity statistics and the tariff of the drying cost. */
export const electricityProjection: Projection = {
  name: "electricity-recharges",
  // 3: each recharge's version, its stream's revision (migration 20261207_1200)
  version: 3,
  eventTypes: ELECTRICITY_EVENT_TYPES,
  tables: ["electricity_recharges"],
  ...batched(async (trx, events) => {
    for (const event of events) {
      const e = decodeOrPoison((recorded) => decodeEvent(ElectricityEvent, recorded), event)
      const meta = metadataOf(event)
      // every event of a recharge's stream is one the register shows
      const version = event.revision.toString()
      switch (e._tag) {
        case "ElectricityRechargeRecorded":
          await trx
            .insertInto("electricity_recharges")
            .values({
              id: rechargeIdOf(e.token),
              token: e.token,
              kwh_amount: e.kwhAmount,
              total_paid: e.totalPaid,
              sms_text: e.smsText,
              drying_id: e.dryingId,
              recorded_at: meta.occurredAt,
              recorded_by: meta.userEmail,
              log_position: event.position,
              voided: false,
              version
            })
            .onConflict((oc) => oc.column("id").doNothing())
            .execute()
          break
        case "ElectricityRechargeCorrected":
          await trx
            .updateTable("electricity_recharges")
            .set({ kwh_amount: e.kwhAmount, total_paid: e.totalPaid, correction_reason: e.reason, version })
            .where("id", "=", rechargeIdOf(e.token))
            .execute()
          break
        case "ElectricityRechargeVoided":
          await trx.updateTable("electricity_recharges").set({ voided: true, void_reason: e.reason, version }).where("id", "=", rechargeIdOf(e.token)).execute()
          break
        default:
          return absurd(e)
      }
    }
    return events.length > 0 ? [DRYING_TOPIC] : []
  }),
  reset: async (trx) => {
    await trx.deleteFrom("electricity_recharges").execute()
  }
}
