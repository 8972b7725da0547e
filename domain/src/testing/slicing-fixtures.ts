import { LotId, SlicingOperationId, type LotEvent, type ReceiptItem, type SlicingOperationEvent, WarehouseId, WoodTypeId } from "@timber/contracts"

/** A received LOT of sleepers and a slicing operation on one of them: the slicing specs' shared world. */
export const OP = SlicingOperationId.make("op-7")
export const lotId = LotId.make("lot-1")
export const item = (itemId: string, height: number, quantity = 1): ReceiptItem => ({
  itemId,
  length: 300,
  width: 20,
  height,
  quantity,
  volumeM3: 0.2 * (height / 100) * 3 * quantity,
  grade: "A",
  notes: null
})
export const created = (woodFormat: "SLEEPERS" | "PLANKS" = "SLEEPERS"): LotEvent => ({
  _tag: "LotCreated",
  lotId,
  lotNumber: "LOT-9",
  woodTypeId: WoodTypeId.make("teak"),
  woodTypeName: "Teak",
  woodFormat,
  supplier: "Sao Hill",
  receiptDate: "2026-11-20",
  purchaseOrder: "PO-9",
  notes: null,
  estimatedVolumeM3: 1,
  estimatedPieces: 3,
  estimatedAmount: 0,
  status: "PENDING"
})
export const submitted: LotEvent = {
  _tag: "ReceiptSubmitted",
  lotId,
  lotNumber: "LOT-9",
  status: "COMPLETED",
  // sleepers 1-2 are 15.24 cm (6") thick, sleeper 3 is 10 cm
  items: [item("a", 15.24, 2), item("b", 10)],
  actualVolumeM3: 0.24,
  actualPieces: 3,
  submittedByName: "Admin",
  warehouseId: WarehouseId.make("yard"),
  woodTypeId: WoodTypeId.make("teak"),
  confirmedAt: "2026-11-21T08:00:00.000Z"
}
export const operation = (sleeperNumber: number): SlicingOperationEvent => ({
  _tag: "SlicingOperationRecorded",
  operationId: OP,
  serialNumber: "WS-ABC",
  lotNumber: "LOT-9",
  sleeperNumber,
  woodTypeId: WoodTypeId.make("teak"),
  woodTypeName: "Teak",
  startTime: "2026-11-22T08:00:00.000Z",
  sleeperSizes: [{ sequence: 1, width: 20, height: 15.24, length: 3, quantity: 1 }],
  // two 2.54 cm (1") planks and three 5.08 cm (2") ones, in two lines of 1"
  plankSizes: [
    { sequence: 1, width: 10, height: 2.54, length: 3, quantity: 1, parentSequence: 1 },
    { sequence: 2, width: 10, height: 5.08, length: 3, quantity: 3, parentSequence: 1 },
    { sequence: 3, width: 8, height: 2.54, length: 3, quantity: 1, parentSequence: 1 }
  ],
  sleeperVolume: 0.09144,
  plankVolume: 0.0,
  wastePercentage: 0,
  notes: null,
  autoCheckCompletion: false
})
