import {
  STOCK_BUCKETS,
  TransferId,
  type WoodStatus,
  type MoveStock,
  type StockRowKey,
  type TransferActor,
  type TransferCommand,
  WarehouseId,
  WoodTypeId,
  UserId
} from "@timber/contracts"
import fc from "fast-check"
import { Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { PermissionTemplates } from "../permissions/templates"
import { StockMovements } from "../stock-row/movements"
import { StockRowDecider, stockRowStream, type StockRowState } from "../stock-row/decider"
import { TransferDecider, type TransferState } from "./decider"
import { transferDocument, transferLines, transferShortfall } from "./transfer-stock"

const WAREHOUSES = ["w1", "w2", "w3"].map((id) => WarehouseId.make(id))
const STATUSES = ["NOT_DRIED", "DRIED"] as const
const rowOf = (warehouseId: WarehouseId): StockRowKey => ({ warehouseId, woodTypeId: WoodTypeId.make("mvule"), thickness: '1"' })
const clerk: TransferActor = { userId: UserId.make("clerk"), name: "Clerk", role: "MANAGER", permissions: PermissionTemplates.MANAGER }
const manager: TransferActor = { userId: UserId.make("boss"), name: "Boss", role: "MANAGER", permissions: PermissionTemplates.MANAGER }

type Op =
  | { readonly kind: "create"; readonly from: number; readonly to: number; readonly status: number; readonly pieces: number }
  | { readonly kind: "approve" | "reject" | "complete"; readonly which: number }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("create" as const), from: fc.nat(2), to: fc.nat(2), status: fc.nat(1), pieces: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constantFrom("approve" as const, "reject" as const, "complete" as const), which: fc.nat(30) })
)

/** A small factory: three warehouses' rows and the transfers between them, every step all or nothing like the command's one append. */
const world = (initial: ReadonlyArray<readonly [number, number]>) => {
  let rows = new Map<string, StockRowState>()
  for (const [i, warehouseId] of WAREHOUSES.entries()) {
    const [notDried, dried] = initial[i]!
    const receive: MoveStock = {
      ...StockMovements.receive({ documentId: `lot-${i}`, documentNumber: `LOT-${i}` }, [{ row: rowOf(warehouseId), pieces: 1 }])[0]!,
      changes: { NOT_DRIED: notDried, DRIED: dried }
    }
    rows.set(stockRowStream(rowOf(warehouseId)), fold(StockRowDecider, Effect.runSync(StockRowDecider.decide(receive, StockRowDecider.initialState))))
  }
  const transfers: Array<TransferState> = []

  /** Decides the transfer command and its movements on copies; keeps them only when every decision succeeded. */
  const step = (index: number, command: TransferCommand, movements: (state: TransferState) => ReadonlyArray<MoveStock>) => {
    const decided = Effect.runSync(Effect.either(TransferDecider.decide(command, transfers[index] ?? TransferDecider.initialState)))
    if (Either.isLeft(decided)) return false
    const after = fold({ ...TransferDecider, initialState: transfers[index] ?? TransferDecider.initialState }, decided.right)
    const next = new Map(rows)
    for (const movement of movements(after)) {
      const stream = stockRowStream(movement.row)
      const result = Effect.runSync(Effect.either(StockRowDecider.decide(movement, next.get(stream) ?? StockRowDecider.initialState)))
      if (Either.isLeft(result)) return false
      next.set(stream, fold({ ...StockRowDecider, initialState: next.get(stream) ?? StockRowDecider.initialState }, result.right))
    }
    rows = next
    transfers[index] = after
    return true
  }

  const held = (row: StockRowKey, status: WoodStatus) => rows.get(stockRowStream(row))?.quantities[status] ?? 0
  const sum = (bucket: (typeof STOCK_BUCKETS)[number]) => [...rows.values()].reduce((total, row) => total + row.quantities[bucket], 0)
  return { rows: () => rows, transfers, step, held, sum }
}

const physicalTotal = (w: ReturnType<typeof world>) => w.sum("NOT_DRIED") + w.sum("UNDER_DRYING") + w.sum("DRIED") + w.sum("DAMAGED") + w.sum("IN_TRANSIT_OUT")

describe("transfers keep stock whole", () => {
  it("whatever creates, approvals, rejections and completions happen across three warehouses, the pieces held (in transit counted once) stay the same, no quantity is ever negative, and an approval is refused exactly when the source is short", () => {
    const initialStock = fc.array(fc.tuple(fc.nat(60), fc.nat(60)), { minLength: 3, maxLength: 3 })
    fc.assert(
      fc.property(initialStock, fc.array(op, { maxLength: 40 }), (initial, ops) => {
        const w = world(initial)
        const before = physicalTotal(w)
        for (const [n, o] of ops.entries()) {
          if (o.kind === "create") {
            if (o.from === o.to) continue
            const transferId = TransferId.make(`t${w.transfers.length}`)
            const item = {
              itemId: "i",
              woodTypeId: WoodTypeId.make("mvule"),
              woodTypeName: "Mvule",
              thickness: '1"',
              quantity: o.pieces,
              woodStatus: STATUSES[o.status]!,
              remarks: null
            }
            const place = (i: number) => ({ id: WAREHOUSES[i]!, name: WAREHOUSES[i]!, code: WAREHOUSES[i]! })
            const created = w.step(
              w.transfers.length,
              {
                _tag: "CreateTransfer",
                transferId,
                transferNumber: `TR-2026-${n}`,
                fromWarehouse: place(o.from),
                toWarehouse: place(o.to),
                transferDate: "2026-11-28",
                notes: null,
                items: [item],
                notifyUserId: null,
                at: "t",
                actor: clerk
              },
              () => []
            )
            expect(created).toBe(true)
          } else if (w.transfers.length > 0) {
            const index = o.which % w.transfers.length
            const transferId = TransferId.make(`t${index}`)
            const current = w.transfers[index]!
            if (o.kind === "approve") {
              const short = transferShortfall(current.transfer!, w.held) !== null
              const approved = w.step(index, { _tag: "ApproveTransfer", transferId, at: "t", actor: manager }, (s) =>
                StockMovements.approveTransfer(transferDocument(s.transfer!), transferLines(s.transfer!))
              )
              if (current.status === "pending") expect(approved).toBe(!short)
            } else if (o.kind === "reject") {
              w.step(index, { _tag: "RejectTransfer", transferId, rejectionReason: "no", at: "t", actor: manager }, () => [])
            } else {
              w.step(index, { _tag: "CompleteTransfer", transferId, notifyUserId: null, at: "t", actor: clerk }, (s) =>
                StockMovements.completeTransfer(transferDocument(s.transfer!), transferLines(s.transfer!))
              )
            }
          }
          expect(physicalTotal(w)).toBe(before)
          expect(w.sum("IN_TRANSIT_OUT")).toBe(w.sum("IN_TRANSIT_IN"))
          const onTheWay = w.transfers
            .filter((t) => t.status === "approved" || t.status === "in_transit")
            .reduce((total, t) => total + t.transfer!.items[0]!.quantity, 0)
          expect(w.sum("IN_TRANSIT_OUT")).toBe(onTheWay)
          for (const row of w.rows().values()) for (const bucket of STOCK_BUCKETS) expect(row.quantities[bucket]).toBeGreaterThanOrEqual(0)
        }
      }),
      { numRuns: 300 }
    )
  })
})
