import { LiveTopics, metadataOf, SlicingOperationEvent, movesVersion } from "@timber/contracts"
import { absurd } from "effect"
import { recordRowsProjection } from "../runner/record-rows"

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
export const slicingOperationsProjection = recordRowsProjection({
  name: "slicing-operations",
  // 2: each row's version (migration 0700)
  version: 2,
  events: SlicingOperationEvent,
  table: "slicing_operations",
  ifStored: "keep",
  apply: (rows, e, event) => {
    const at = metadataOf(event).occurredAt
    const moved = movesVersion(event.type) ? { version: event.revision.toString() } : {}
    const touch = (fields: Parameters<typeof rows.change>[1]) => rows.change(e.operationId, { ...fields, updated_at: at, ...moved })
    switch (e._tag) {
      case "SlicingOperationRecorded":
        rows.insert(e.operationId, {
          id: e.operationId,
          serial_number: e.serialNumber,
          lot_number: e.lotNumber,
          sleeper_number: e.sleeperNumber,
          ...figureColumns(e),
          approval_status: "not_required",
          created_at: at,
          updated_at: at,
          version: event.revision.toString()
        })
        break
      case "SlicingOperationRevised":
        touch(figureColumns(e))
        break
      case "SlicingOperationEnded":
        touch({ status: "completed" })
        break
      case "SlicingApprovalRequired":
        touch({ approval_status: "pending" })
        break
      case "SlicingOperationApproved":
        touch({ approval_status: "approved" })
        break
      case "SlicingOperationRejected":
        touch({ approval_status: "rejected" })
        break
      case "SlicingApprovalCleared":
        touch({ approval_status: "not_required" })
        break
      case "SlicingOperationDeleted":
        rows.remove(e.operationId)
        break
      default:
        return absurd(e)
    }
    return [SLICING_TOPIC, LiveTopics.dashboard, LiveTopics.lots]
  }
})
