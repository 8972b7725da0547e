import { decodeEvent, LiveTopics, metadataOf, SLICING_OPERATION_EVENT_TYPES, SlicingOperationEvent } from "@timber/contracts"
import { absurd } from "effect"
import type { Projection } from "../runner/projection"

export const SLICING_TOPIC = "slicing"

type Figures = Omit<Extract<SlicingOperationEvent, { _tag: "SlicingOperationRevised" }>, "_tag" | "operationId">

/** The columns an operation's figures fill, when recorded and on each revision. */
const figureColumns = (e: Figures) => ({
  wood_type_id: e.woodTypeId,
  wood_type_name: e.woodTypeName,
  start_time: e.startTime,
  sleeper_sizes: JSON.stringify(e.sleeperSizes),
  plank_sizes: JSON.stringify(e.plankSizes),
  status: e.startTime ? "in_progress" : "draft",
  waste_percentage: e.wastePercentage,
  notes: e.notes,
  auto_check_completion: e.autoCheckCompletion
})

/** Slicing operations for the slicer, the dashboard and LOT traceability. */
export const slicingOperationsProjection: Projection = {
  name: "slicing-operations",
  version: 1,
  eventTypes: SLICING_OPERATION_EVENT_TYPES,
  tables: ["slicing_operations"],
  apply: async (trx, event) => {
    const e = decodeEvent(SlicingOperationEvent, event)
    const at = metadataOf(event).occurredAt
    const touch = (fields: Record<string, unknown>) =>
      trx
        .updateTable("slicing_operations")
        .set({ ...fields, updated_at: at })
        .where("id", "=", e.operationId)
        .execute()
    switch (e._tag) {
      case "SlicingOperationRecorded":
        await trx
          .insertInto("slicing_operations")
          .values({
            id: e.operationId,
            serial_number: e.serialNumber,
            lot_number: e.lotNumber,
            sleeper_number: e.sleeperNumber,
            ...figureColumns(e),
            approval_status: "not_required",
            created_at: at,
            updated_at: at
          })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute()
        break
      case "SlicingOperationRevised":
        await touch(figureColumns(e))
        break
      case "SlicingOperationEnded":
        await touch({ status: "completed" })
        break
      case "SlicingApprovalRequired":
        await touch({ approval_status: "pending" })
        break
      case "SlicingOperationApproved":
        await touch({ approval_status: "approved" })
        break
      case "SlicingOperationRejected":
        await touch({ approval_status: "rejected" })
        break
      case "SlicingOperationDeleted":
        await trx.deleteFrom("slicing_operations").where("id", "=", e.operationId).execute()
        break
      default:
        return absurd(e)
    }
    return [SLICING_TOPIC, LiveTopics.dashboard, LiveTopics.lots]
  },
  reset: async (trx) => {
    await trx.deleteFrom("slicing_operations").execute()
  }
}
