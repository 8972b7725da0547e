import {
  EMPTY_STOCK,
  EMPTY_VOLUMES,
  toWarehouseStockRow,
  TransferId,
  UserId,
  WarehouseId,
  WoodTypeId,
  type StockRowKey,
  type Transfer
} from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { transferReport } from "./report/transfer-report"
import { availableFor, transferSizeOptions } from "./transfer-sizes"

const key = (woodTypeId: string, size: Pick<StockRowKey, "product" | "thickness" | "width">): StockRowKey => ({
  warehouseId: WarehouseId.make("yard"),
  woodTypeId: WoodTypeId.make(woodTypeId),
  ...size
})
const row = (k: StockRowKey, notDried: number, m3: number, dried = 0) =>
  toWarehouseStockRow(
    { key: k, quantities: { ...EMPTY_STOCK, NOT_DRIED: notDried, DRIED: dried }, volumes: { ...EMPTY_VOLUMES, NOT_DRIED: m3 }, minimum: null },
    "Mvule",
    "2026-11-25T08:00:00.000Z"
  )
const rows = [
  row(key("mvule", { product: "SLEEPER", thickness: '6"', width: '9"' }), 12, 1.02),
  row(key("mvule", { product: "PLANK", thickness: '2"', width: '6"' }), 40, 0.3716, 5),
  row(key("mvule", { product: "PLANK", thickness: '1"', width: '4"' }), 0, 0, 8),
  row(key("teak", { product: "SLEEPER", thickness: '6"', width: '9"' }), 3, 0.255)
]

describe("the transfer form offers the sizes in stock at the chosen warehouse (issue 37 item 5)", () => {
  it('given Mvule in the yard, when Not Dried is chosen, then the sizes holding not dried Mvule, each with its pieces and m³ — never 1", 2" or Custom', () => {
    expect(transferSizeOptions(rows, "mvule", "NOT_DRIED").map((o) => o.label)).toEqual([
      'Sleeper 6" × 9" — 12 pcs · 1.020 m³',
      'Plank 2" × 6" — 40 pcs · 0.372 m³'
    ])
  })

  it("given Dried chosen instead, then only the sizes holding dried pieces, and the most an item may take is what its row holds in that status", () => {
    const dried = transferSizeOptions(rows, "mvule", "DRIED")
    expect(dried.map((o) => [o.row.size, o.pieces])).toEqual([
      ['Plank 2" × 6"', 5],
      ['Plank 1" × 4"', 8]
    ])
    expect(availableFor(rows, { rowId: dried[1]!.rowId, woodStatus: "DRIED" })).toBe(8)
    expect(availableFor(rows, { rowId: "", woodStatus: "DRIED" })).toBe(0)
  })
})

describe("a transfer shows m³ beside its pieces (issue 37 item 5)", () => {
  const place = (id: string) => ({ id: WarehouseId.make(id), name: id, code: id.toUpperCase() })
  const transfer: Transfer = {
    id: TransferId.make("t1"),
    transferNumber: "TR-2026-0001",
    status: "PENDING",
    transferDate: "2026-11-28T08:00:00.000Z",
    notes: null,
    fromWarehouseId: WarehouseId.make("yard"),
    toWarehouseId: WarehouseId.make("kiln"),
    fromWarehouse: place("yard"),
    toWarehouse: place("kiln"),
    items: [
      {
        id: "i1",
        woodTypeId: WoodTypeId.make("mvule"),
        woodType: { id: WoodTypeId.make("mvule"), name: "Mvule" },
        thickness: '6"',
        product: "SLEEPER",
        width: '9"',
        quantity: 4,
        m3: 0.34,
        woodStatus: "NOT_DRIED",
        remarks: null
      },
      {
        id: "i2",
        woodTypeId: WoodTypeId.make("mvule"),
        woodType: { id: WoodTypeId.make("mvule"), name: "Mvule" },
        thickness: '1"',
        quantity: 2,
        woodStatus: "DRIED",
        remarks: null
      }
    ],
    createdBy: { id: UserId.make("u1"), name: "Anna" },
    createdAt: "2026-11-28T08:00:00.000Z",
    approvedBy: null,
    approvedAt: null,
    completedAt: null,
    rejectionReason: null,
    history: []
  }

  it('given an item of 4 sleepers 6" × 9" holding 0.34 m³ and one from before m³ was kept, then the PDF names each size, with 0.340 m³ and a dash', () => {
    const doc = JSON.stringify(transferReport(transfer, new Date("2026-11-28T09:00:00.000Z")))
    expect(doc).toContain('["Mvule","Sleeper 6\\" × 9\\"","4","0.340 m³","Not Dried",""]')
    expect(doc).toContain('["Mvule","1\\"","2","—","Dried",""]')
  })
})
