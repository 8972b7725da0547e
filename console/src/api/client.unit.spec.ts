import type { CreateLotPayload } from "@timber/contracts"
import { describe, expect, it, vi } from "vitest"
import { ApiError } from "./api-error"
import { call } from "./client"

const lot = {
  wood_type_id: "wt-1",
  supplier: "Sao Hill",
  receipt_date: "2026-11-21",
  lot_number: "LOT-1",
  purchase_order: "PO-1",
  status: "PENDING",
  notes: null,
  total_amount: 0,
  total_pieces: null
}

describe("a body the contract refuses before it is sent", () => {
  it("given a negative volume, the call fails as a 400 with the catalogue's sentence and its field, and nothing is sent", async () => {
    const fetch = vi.fn()
    vi.stubGlobal("fetch", fetch)
    const failure = await call((api) => api.lotCommands.create({ payload: { ...lot, total_volume_m3: -1 } as CreateLotPayload })).catch((e: unknown) => e)
    vi.unstubAllGlobals()
    expect(failure).toBeInstanceOf(ApiError)
    const error = failure as ApiError
    expect(error.status).toBe(400)
    expect(error.message).toBe("Estimated volume: min 0")
    expect(error.details).toEqual({ fields: [{ path: "total_volume_m3", message: "Estimated volume: min 0" }] })
    expect(fetch).not.toHaveBeenCalled()
  })
})
