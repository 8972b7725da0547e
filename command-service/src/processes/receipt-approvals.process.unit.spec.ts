import {
  ApprovalApproved,
  ApprovalRejected,
  ApprovalRequested,
  ApprovalRequestId,
  LotEvent,
  LotId,
  ReceiptApproved,
  ReceiptReturned,
  SlicingOperationId,
  StockEvent,
  StockMoved,
  roundM3,
  StockRowBookClosed,
  StockRowBookOpened,
  WarehouseCreated,
  WarehouseEvent,
  WarehouseId,
  WoodTypeCreated,
  WoodTypeEvent,
  WoodTypeId,
  WoodTypeUsed,
  WoodTypeUsesOpened,
  type StockRowKey,
  StockRowId,
  UserId
} from "@timber/contracts"
import { approvalRequestStream, lotStream, stockRowStream, warehouseStream, woodTypeStream, woodTypeUsesStream } from "@timber/domain"
import { describe, it } from "vitest"
import { uuidV5 } from "../commands/ids"
import { RECEIPT_APPROVAL_TYPE, receiptApprovalsProcess } from "./receipt-approvals.process"
import { ADMIN, approval, approvalRequested, lotCreated, MANAGER, receiptItem, receiptSubmitted } from "./testing/fixtures"
import { at, eventsOf, processSpec, TRIGGER_ID } from "./testing/process-spec"

const spec = processSpec(receiptApprovalsProcess)
const woodType = eventsOf(WoodTypeEvent)

const WT1 = WoodTypeId.make("wt-1")
const ref = { lotId: LotId.make("lot-1"), lotNumber: "LOT-1" }
const LOT = lotStream(ref.lotId)
const REQUEST = ApprovalRequestId.make("request-1")

/** Five 6" sleepers (15.24 cm thick, two lines) and four 8" ones (20.32 cm). */
const items = [receiptItem("i1", 15.24, 2), receiptItem("i2", 20.32, 4), receiptItem("i3", 15.24, 3)]

const W1 = WarehouseId.make("w1")
const mainYard = eventsOf(WarehouseEvent)(
  warehouseStream(W1),
  WarehouseCreated.make({
    warehouseId: W1,
    code: "MY",
    name: "Main Yard",
    address: null,
    contactPerson: null,
    stockControlEnabled: true,
    requiresApproval: false
  }),
  { by: ADMIN }
)
const history = [
  woodType(woodTypeStream(WT1), WoodTypeCreated.make({ woodTypeId: WT1, name: "Mvule", grade: "A" })),
  mainYard,
  lotCreated(ref.lotId, ref.lotNumber)
]
const submitted = (by: "admin" | "manager") => receiptSubmitted(ref, items, by === "admin" ? { by, confirmedAt: at(2) } : { by })
const requested = approvalRequested(REQUEST, {
  type: RECEIPT_APPROVAL_TYPE,
  ruleId: null,
  approverId: null,
  subject: { _tag: "LotReceipt", ...ref }
})
const awaitingApproval = [...history, submitted("manager"), requested]
const approved = approval(approvalRequestStream(REQUEST), ApprovalApproved.make({ requestId: REQUEST, notes: "fine" }))
const rejected = approval(approvalRequestStream(REQUEST), ApprovalRejected.make({ requestId: REQUEST, notes: "measure again" }))
/** The trigger's place in the log: given events are minutes 0..n-1, the trigger minute n. */
const triggerAt = at(awaitingApproval.length)
/** The request a submission raises: its id derives from the submission's event. */
const requestRaised = ApprovalRequestId.make(uuidV5(`receipt-approval|${TRIGGER_ID}`))

/**
 * A receipt's sleepers entering their warehouse's row as NOT_DRIED: the row of their nominal size
 * (20 cm wide: 8"), with their measured m³ and each measured line kept (issue 37 item 5).
 */
const received = (thickness: string, heightCm: number, lines: ReadonlyArray<number>) => {
  const row: StockRowKey = { warehouseId: WarehouseId.make("w1"), woodTypeId: WoodTypeId.make("wt-1"), product: "SLEEPER", thickness, width: '8"' }
  const stockRowId = StockRowId.make(`w1~wt-1~SLEEPER~${thickness}~8"`)
  const m3Of = (pieces: number) => (heightCm / 100) * 0.2 * 3 * pieces
  const pieces = lines.reduce((sum, n) => sum + n, 0)
  const m3 = roundM3(lines.reduce((sum, n) => sum + m3Of(n), 0))
  return {
    [stockRowStream(row)]: [
      StockMoved.make({
        stockRowId,
        ...row,
        movementId: `RECEIPT_COMPLETED:${ref.lotId}:${stockRowId}`,
        source: "RECEIPT_COMPLETED",
        sourceDocumentId: ref.lotId,
        sourceDocumentNumber: ref.lotNumber,
        reason: "Receipt completed",
        notes: null,
        changes: [{ bucket: "NOT_DRIED", before: 0, after: pieces, change: pieces, m3Before: 0, m3After: m3, m3Change: m3 }],
        measured: lines.map((n) => ({ thicknessCm: heightCm, widthCm: 20, lengthCm: 300, pieces: n, m3: roundM3(m3Of(n)) }))
      })
    ]
  }
}

describe("receipt approvals", () => {
  describe("when a receipt is submitted", () => {
    it("given a LOT, when a non-admin submits its receipt for approval, then a WoodReceipt request for any approver is raised in the submitter's name, with what the admin decides on", async () => {
      await spec
        .given(...history)
        .when(submitted("manager"))
        .then({
          [approvalRequestStream(requestRaised)]: [
            ApprovalRequested.make({
              requestId: requestRaised,
              type: "WoodReceipt",
              ruleId: null,
              approverId: null,
              requestorId: MANAGER.userId,
              requestorEmail: MANAGER.userEmail,
              subject: {
                _tag: "LotReceipt",
                lotId: ref.lotId,
                lotNumber: "LOT-1",
                // the wood type's and warehouse's names at submission, the sleepers counted, their volume and who submitted
                receipt: { woodTypeName: "Mvule", sleeperCount: 9, volumeM3: 0.1 * items.length, warehouseName: "Main Yard", submittedBy: "Neema" }
              }
            })
          ]
        })
    })

    it("given a LOT, when an admin submits its receipt (complete at once), then no approval is asked", async () => {
      await spec
        .given(...history)
        .when(submitted("admin"))
        .thenNothing()
    })

    it("given a LOT, when the same submission is delivered again, then it raises the same request once", async () => {
      await spec
        .given(...history)
        .when(submitted("manager"))
        .thenRedeliveryRepeatsNothing()
    })
  })

  describe("when the approver decides", () => {
    it("given a receipt awaiting approval, when it is approved, then the LOT's receipt completes and each stock row of the receipt gets its sleepers, in one command", async () => {
      await spec
        .given(...awaitingApproval)
        .when(approved)
        .then({
          [LOT]: [ReceiptApproved.make({ ...ref, status: "COMPLETED", requestId: REQUEST, confirmedAt: triggerAt })],
          ...received('6"', 15.24, [2, 3]),
          ...received('8"', 20.32, [4]),
          // each new stock row holds the wood type: counted on its books (opened at the first use, no use recorded before)
          [woodTypeUsesStream(WT1, 0)]: [
            WoodTypeUsesOpened.make({ woodTypeId: WT1, period: 0, count: 0 }),
            WoodTypeUsed.make({
              woodTypeId: WT1,
              usedBy: stockRowStream({
                warehouseId: WarehouseId.make("w1"),
                woodTypeId: WoodTypeId.make("wt-1"),
                product: "SLEEPER",
                thickness: '6"',
                width: '8"'
              })
            }),
            WoodTypeUsed.make({
              woodTypeId: WT1,
              usedBy: stockRowStream({
                warehouseId: WarehouseId.make("w1"),
                woodTypeId: WoodTypeId.make("wt-1"),
                product: "SLEEPER",
                thickness: '8"',
                width: '8"'
              })
            })
          ]
        })
    })

    it("given a receipt awaiting approval, when it is rejected, then the LOT's receipt goes back to a draft of its sleepers and no stock moves", async () => {
      await spec
        .given(...awaitingApproval)
        .when(rejected)
        .then({
          [LOT]: [
            ReceiptReturned.make({
              ...ref,
              status: "PROCESSING",
              requestId: REQUEST,
              measurements: items.map((i) => ({
                id: i.itemId,
                thickness: i.height,
                width: i.width,
                length: i.length,
                qty: i.quantity,
                lastModifiedBy: null,
                lastModifiedAt: null
              }))
            })
          ]
        })
    })

    it("given a decision on a request this process did not raise (a slicing approval), when it arrives, then nothing is issued", async () => {
      const otherRequest = ApprovalRequestId.make("request-2")
      const slicingRequest = approvalRequested(otherRequest, {
        type: "WoodSlicer",
        ruleId: "rule-1",
        approverId: UserId.make("u-boss"),
        subject: { _tag: "Operation", operationId: SlicingOperationId.make("op-1"), serialNumber: "WS-1", wastePercentage: 30, woodTypeName: "Mvule" }
      })
      await spec
        .given(...awaitingApproval, slicingRequest)
        .when(approval(approvalRequestStream(otherRequest), ApprovalApproved.make({ requestId: otherRequest, notes: null })))
        .thenNothing()
    })

    it("given a receipt awaiting approval, when the approval is delivered again, then the receipt completes and the stock moves once", async () => {
      await spec
        .given(...awaitingApproval)
        .when(approved)
        .thenRedeliveryRepeatsNothing()
    })

    it("given a receipt approved and its rows' books turned over since, when the approval is delivered again, then no stock moves again", async () => {
      const stock = eventsOf(StockEvent)
      /** The receipt's sleepers in book 0 of their row, that book closed and book 1 opened with them. */
      const booksTurnedOver = (thickness: string, heightCm: number, lines: ReadonlyArray<number>) =>
        Object.entries(received(thickness, heightCm, lines)).flatMap(([streamId, [moved]]) => {
          const { stockRowId, warehouseId, woodTypeId, product, width } = moved!
          const pieces = lines.reduce((sum, n) => sum + n, 0)
          const row = { stockRowId, warehouseId, woodTypeId, thickness, product, width }
          return [
            stock(streamId, moved!),
            stock(streamId, StockRowBookClosed.make({ ...row, period: 0, next: 1 })),
            stock(
              `${streamId}@book-1`,
              StockRowBookOpened.make({
                ...row,
                period: 1,
                quantities: { NOT_DRIED: pieces, UNDER_DRYING: 0, DRIED: 0, DAMAGED: 0, IN_TRANSIT_OUT: 0, IN_TRANSIT_IN: 0 },
                minimum: null
              })
            )
          ]
        })
      await spec
        .given(
          ...awaitingApproval,
          eventsOf(LotEvent)(LOT, ReceiptApproved.make({ ...ref, status: "COMPLETED", requestId: REQUEST, confirmedAt: triggerAt })),
          ...booksTurnedOver('6"', 15.24, [2, 3]),
          ...booksTurnedOver('8"', 20.32, [4])
        )
        .when(approved)
        // the decision is decided again and changes nothing: not the LOT, not a row
        .then({})
    })

    it("given a receipt awaiting approval, when the rejection is delivered again, then the receipt is returned once", async () => {
      await spec
        .given(...awaitingApproval)
        .when(rejected)
        .thenRedeliveryRepeatsNothing()
    })
  })
})
