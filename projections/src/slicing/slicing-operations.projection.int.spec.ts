import {
  ApprovalRequestId,
  SlicingApprovalRequired,
  SlicingOperationApproved,
  SlicingOperationDeleted,
  SlicingOperationEnded,
  SlicingOperationEvent,
  SlicingOperationId,
  SlicingOperationRecorded,
  SlicingOperationRejected,
  SlicingOperationRevised,
  WoodTypeId
} from "@timber/contracts"
import { it } from "vitest"
import { at, describeProjection, eventsOf } from "../testing/projection-spec"
import { slicingOperationsProjection } from "./slicing-operations.projection"

const slicing = eventsOf(SlicingOperationEvent)
const sleeperSizes = [{ sequence: 1, width: 20, height: 20, length: 2, quantity: 1 }]
const plankSizes = [{ sequence: 1, width: 8, height: 8, length: 2, quantity: 4, parentSequence: 1 }]
const figures = {
  woodTypeId: WoodTypeId.make("wt-1"),
  woodTypeName: "Mvule",
  startTime: at(0),
  sleeperSizes,
  plankSizes,
  sleeperVolume: 0.08,
  plankVolume: 0.0512,
  wastePercentage: 36,
  notes: null,
  autoCheckCompletion: false
}
const recorded = (operationId: string) =>
  slicing(
    SlicingOperationRecorded.make({
      operationId: SlicingOperationId.make(operationId),
      serialNumber: `WS-${operationId}`,
      lotNumber: "LOT-7",
      sleeperNumber: 1,
      ...figures
    })
  )

describeProjection(slicingOperationsProjection, (spec) => {
  it("given an operation recorded with a start time, then it is in progress, needing no approval, with its sizes and waste", async () => {
    await spec.given(recorded("op-1")).then({
      slicing_operations: [
        {
          id: "op-1",
          serial_number: "WS-op-1",
          lot_number: "LOT-7",
          sleeper_number: 1,
          wood_type_id: "wt-1",
          wood_type_name: "Mvule",
          start_time: at(0),
          sleeper_sizes: sleeperSizes,
          plank_sizes: plankSizes,
          status: "in_progress",
          waste_percentage: 36,
          notes: null,
          auto_check_completion: false,
          approval_status: "not_required",
          created_at: at(0),
          updated_at: at(0)
        }
      ]
    })
  })

  it("given one recorded without a start time, then it is a draft", async () => {
    await spec
      .given(
        slicing(
          SlicingOperationRecorded.make({
            operationId: SlicingOperationId.make("op-1"),
            serialNumber: "WS-1",
            lotNumber: "LOT-7",
            sleeperNumber: 2,
            ...figures,
            startTime: null
          })
        )
      )
      .then({ slicing_operations: [{ id: "op-1", status: "draft", start_time: null }] })
  })

  it("given it revised, then it shows the new figures, changed then", async () => {
    const more = [{ ...plankSizes[0]!, quantity: 6 }]
    await spec
      .given(
        recorded("op-1"),
        slicing(
          SlicingOperationRevised.make({ operationId: SlicingOperationId.make("op-1"), ...figures, plankSizes: more, wastePercentage: 4, notes: "resawn" })
        )
      )
      .then({ slicing_operations: [{ id: "op-1", plank_sizes: more, waste_percentage: 4, notes: "resawn", created_at: at(0), updated_at: at(1) }] })
  })

  it("given it ended, then it is completed", async () => {
    await spec
      .given(recorded("op-1"), slicing(SlicingOperationEnded.make({ operationId: SlicingOperationId.make("op-1") })))
      .then({ slicing_operations: [{ id: "op-1", status: "completed", updated_at: at(1) }] })
  })

  it("given its waste needed approval, then it is pending; then approved or rejected as decided", async () => {
    const required = slicing(
      SlicingApprovalRequired.make({ operationId: SlicingOperationId.make("op-1"), requestId: ApprovalRequestId.make("req-1"), wastePercentage: 36, limit: 25 })
    )
    await spec.given(recorded("op-1"), required).then({ slicing_operations: [{ id: "op-1", approval_status: "pending" }] })
    await spec
      .given(
        recorded("op-1"),
        required,
        slicing(SlicingOperationApproved.make({ operationId: SlicingOperationId.make("op-1"), requestId: ApprovalRequestId.make("req-1") }))
      )
      .then({ slicing_operations: [{ id: "op-1", approval_status: "approved", updated_at: at(2) }] })
    await spec
      .given(
        recorded("op-1"),
        required,
        slicing(SlicingOperationRejected.make({ operationId: SlicingOperationId.make("op-1"), requestId: ApprovalRequestId.make("req-1") }))
      )
      .then({ slicing_operations: [{ id: "op-1", approval_status: "rejected" }] })
  })

  it("given one of two operations deleted, then only the other is listed", async () => {
    await spec
      .given(
        recorded("op-1"),
        recorded("op-2"),
        slicing(SlicingOperationDeleted.make({ operationId: SlicingOperationId.make("op-1"), lotNumber: "LOT-7", sleeperNumber: 1 }))
      )
      .then({ slicing_operations: [{ id: "op-2" }] })
  })
})
