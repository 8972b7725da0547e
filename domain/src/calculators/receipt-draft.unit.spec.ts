import { describe, expect, it } from "vitest"
import { toReceiptDraft } from "./receipt-draft"

const sleeper = { id: "s1", thickness: 15, width: 20, length: 300, qty: 1, lastModifiedBy: "asha@timber.works", lastModifiedAt: "2026-11-23T09:00:00.000Z" }

describe("a receipt's draft as the API answers it (factory spec section 4)", () => {
  it("given a saved draft, then it answers with the LOT's id and number, each sleeper with its volume in m³, and when and by whom it was saved", () =>
    expect(toReceiptDraft({ lotId: "lot-1", lotNumber: "LOT-001", measurements: [sleeper], saved: { at: "2026-11-23T09:00:00.000Z", by: "Asha" } })).toEqual({
      id: "lot-1",
      receipt_id: "lot-1",
      lot_number: "LOT-001",
      measurements: [{ ...sleeper, m3: expect.closeTo(0.09, 12) }],
      updated_at: "2026-11-23T09:00:00.000Z",
      updated_by: "Asha"
    }))

  it("given a draft never saved, then it answers as saved at the epoch by nobody", () =>
    expect(toReceiptDraft({ lotId: "lot-1", lotNumber: "LOT-001", measurements: [], saved: null })).toEqual({
      id: "lot-1",
      receipt_id: "lot-1",
      lot_number: "LOT-001",
      measurements: [],
      updated_at: "1970-01-01T00:00:00.000Z",
      updated_by: null
    }))

  it("given a draft saved by someone unknown, then it answers with its time and no name", () =>
    expect(toReceiptDraft({ lotId: "lot-1", lotNumber: "LOT-001", measurements: [], saved: { at: "2026-11-23T09:00:00.000Z", by: null } })).toMatchObject({
      updated_at: "2026-11-23T09:00:00.000Z",
      updated_by: null
    }))
})
