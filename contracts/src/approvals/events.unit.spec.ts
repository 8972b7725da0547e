import { describe, expect, it } from "vitest"
import { decodeEvent } from "../shared/stored-event"
import { ApprovalRequestEvent } from "./events"
import { toApprovalRequest } from "./view"

const stored = (data: object) => ({ type: "ApprovalRequested", data, metadata: {}, recordedAt: new Date("2026-01-01T00:00:00Z") })
const asked = { requestId: "r1", ruleId: null, approverId: null, requestorId: "u1", requestorEmail: "clerk@timber.works" }
const times = { createdAt: "2026-01-01T00:00:00.000Z", decided: null }

describe("an approval request's subject", () => {
  it("given a receipt's request stored before subjects (the LOT's id in operationId), then it reads as a LOT receipt", () => {
    const event = decodeEvent(
      ApprovalRequestEvent,
      stored({ ...asked, type: "WoodReceipt", operation: { operationId: "lot-1", serialNumber: "LOT-7", wastePercentage: null, woodTypeName: null } })
    )
    expect(event).toEqual({ _tag: "ApprovalRequested", ...asked, type: "WoodReceipt", subject: { _tag: "LotReceipt", lotId: "lot-1", lotNumber: "LOT-7" } })
  })

  it("given a slicing or calculation request stored before subjects, then it reads as the operation it was about", () => {
    const operation = { operationId: "op-1", serialNumber: "WS-1", wastePercentage: 36, woodTypeName: "Mvule" }
    expect(decodeEvent(ApprovalRequestEvent, stored({ ...asked, type: "WoodSlicer", operation }))).toMatchObject({
      subject: { _tag: "Operation", ...operation }
    })
    const calculation = { operationId: null, serialNumber: "CALC-1", wastePercentage: null, woodTypeName: "Teak" }
    expect(decodeEvent(ApprovalRequestEvent, stored({ ...asked, type: "WoodCalculator", operation: calculation }))).toMatchObject({
      subject: { _tag: "Operation", ...calculation }
    })
  })

  it("given a request written now, then it reads back as written", () => {
    const subject = { _tag: "LotReceipt", lotId: "lot-1", lotNumber: "LOT-7" }
    expect(decodeEvent(ApprovalRequestEvent, stored({ ...asked, type: "WoodReceipt", subject }))).toMatchObject({ subject })
  })

  it("shows the Approvals screen the same wire for a receipt's request, stored before or written now", () => {
    const before = decodeEvent(
      ApprovalRequestEvent,
      stored({ ...asked, type: "WoodReceipt", operation: { operationId: "lot-1", serialNumber: "LOT-7", wastePercentage: null, woodTypeName: null } })
    )
    const now = decodeEvent(
      ApprovalRequestEvent,
      stored({ ...asked, type: "WoodReceipt", subject: { _tag: "LotReceipt", lotId: "lot-1", lotNumber: "LOT-7" } })
    )
    if (before._tag !== "ApprovalRequested" || now._tag !== "ApprovalRequested") throw new Error("not a request")
    const wire = (e: typeof before & { _tag: "ApprovalRequested" }) => {
      const { _tag, ...fields } = e
      return toApprovalRequest({ request: fields, status: "pending", notes: null }, times)
    }
    expect(wire(before)).toEqual(wire(now))
    expect(wire(now)).toMatchObject({ operation_id: "lot-1", operation: { serial_number: "LOT-7", waste_percentage: null, wood_type: null } })
  })
})

describe("what a request carries for its approver (issue 24 item 14)", () => {
  const wire = (data: object) => {
    const event = decodeEvent(ApprovalRequestEvent, stored(data))
    if (event._tag !== "ApprovalRequested") throw new Error("not a request")
    const { _tag, ...fields } = event
    return toApprovalRequest({ request: fields, status: "pending", notes: null }, times)
  }

  it("given a receipt's request written now, then the wire shows its wood type, sleepers, volume, warehouse and submitter", () => {
    const receipt = { woodTypeName: "Teak", sleeperCount: 3, volumeM3: 0.22, warehouseName: "Main Yard", submittedBy: "Neema" }
    expect(wire({ ...asked, type: "WoodReceipt", subject: { _tag: "LotReceipt", lotId: "lot-1", lotNumber: "LOT-7", receipt } })).toMatchObject({
      operation: { serial_number: "LOT-7", wood_type: { name: "Teak" } },
      requestor: { email: "clerk@timber.works", id: "u1" },
      details: { kind: "receipt", lot_number: "LOT-7", wood_type: "Teak", sleeper_count: 3, volume_m3: 0.22, warehouse: "Main Yard", submitted_by: "Neema" },
      trigger: null
    })
  })

  it("given a calculation's request written now, then the wire shows its price and the rule it went above", () => {
    const calculation = { _tag: "Calculation", calculationId: "c1", serialNumber: "CALC-C1", woodTypeName: "Teak", thickness: 2, width: 6, length: 12 }
    const prices = { pricePerPlank: 95000, taxPercentage: 18, planksPerM3: 69.4, pricePerM3: 6593000 }
    const trigger = { conditionType: "cost_above", conditionValue: 50000, measured: 95000 }
    expect(wire({ ...asked, type: "WoodCalculator", subject: { ...calculation, ...prices }, trigger })).toMatchObject({
      operation_id: null,
      operation: { serial_number: "CALC-C1", waste_percentage: null, wood_type: { name: "Teak" } },
      details: { kind: "calculation", price_per_plank: 95000, thickness: 2, width: 6, length: 12 },
      trigger: { condition_type: "cost_above", condition_value: 50000, measured: 95000 }
    })
  })

  it("given requests stored before they carried it, then they still read, with no details", () => {
    expect(wire({ ...asked, type: "WoodReceipt", subject: { _tag: "LotReceipt", lotId: "lot-1", lotNumber: "LOT-7" } })).toMatchObject({
      details: null,
      trigger: null
    })
    const operation = { operationId: null, serialNumber: "CALC-1", wastePercentage: null, woodTypeName: "Teak" }
    expect(wire({ ...asked, type: "WoodCalculator", operation })).toMatchObject({ details: null, operation: { serial_number: "CALC-1" } })
  })
})
