import {
  TransferApproved,
  TransferCompleted,
  TransferCreated,
  TransferEdited,
  TransferEvent,
  TransferId,
  TransferRejected,
  WarehouseId,
  WoodTypeId,
  UserId
} from "@timber/contracts"
import { expect, it } from "vitest"
import { at, describeProjection, eventsOf } from "../testing/projection-spec"
import { transfersProjection } from "./transfers.projection"

const transfer = eventsOf(TransferEvent)
const person = { id: UserId.make("u-clerk"), name: "Asha Clerk" }
const created = (id: string, number: string) =>
  transfer(
    TransferCreated.make({
      transferId: TransferId.make(id),
      transferNumber: number,
      fromWarehouse: { id: WarehouseId.make("w1"), name: "Main Yard", code: "WH-1" },
      toWarehouse: { id: WarehouseId.make("w2"), name: "Kiln Site", code: "WH-2" },
      transferDate: at(0),
      notes: "for the kiln",
      items: [{ itemId: "i1", woodTypeId: WoodTypeId.make("wt"), woodTypeName: "Mvule", thickness: '1"', quantity: 12, woodStatus: "DRIED", remarks: null }],
      createdBy: person,
      createdAt: at(0),
      notifyUserId: null
    })
  )
const approved = (id: string) =>
  transfer(TransferApproved.make({ transferId: TransferId.make(id), approvedBy: { id: UserId.make("u-boss"), name: "Boss" }, approvedAt: at(1) }))

const bodyMatching = (fields: Record<string, unknown>) => expect.objectContaining(fields)

describeProjection(transfersProjection, (spec) => {
  it("given a transfer created, then it is listed pending with its number, places, items and creator", async () => {
    await spec.given(created("t1", "TR-2026-0001")).then({
      transfers: [
        {
          id: "t1",
          transfer_number: "TR-2026-0001",
          status: "PENDING",
          from_warehouse_id: "w1",
          to_warehouse_id: "w2",
          log_position: 1,
          body: bodyMatching({
            transferNumber: "TR-2026-0001",
            fromWarehouse: { id: WarehouseId.make("w1"), name: "Main Yard", code: "WH-1" },
            items: [
              {
                id: "i1",
                woodTypeId: WoodTypeId.make("wt"),
                woodType: { id: WoodTypeId.make("wt"), name: "Mvule" },
                thickness: '1"',
                quantity: 12,
                woodStatus: "DRIED",
                remarks: null
              }
            ],
            createdBy: person,
            approvedBy: null
          })
        }
      ]
    })
  })

  it("given a transfer approved then received, then it is completed, with its approver and both times", async () => {
    await spec
      .given(
        created("t1", "TR-2026-0001"),
        approved("t1"),
        transfer(TransferCompleted.make({ transferId: TransferId.make("t1"), completedBy: person, completedAt: at(2), notifyUserId: null }))
      )
      .then({
        transfers: [
          {
            id: "t1",
            status: "COMPLETED",
            body: bodyMatching({ status: "COMPLETED", approvedBy: { id: UserId.make("u-boss"), name: "Boss" }, approvedAt: at(1), completedAt: at(2) })
          }
        ]
      })
  })

  it("given a transfer rejected, then it shows who rejected it and why", async () => {
    await spec
      .given(
        created("t1", "TR-2026-0001"),
        transfer(
          TransferRejected.make({
            transferId: TransferId.make("t1"),
            rejectedBy: { id: UserId.make("u-boss"), name: "Boss" },
            rejectedAt: at(1),
            rejectionReason: "wrong wood"
          })
        )
      )
      .then({
        transfers: [
          { id: "t1", status: "REJECTED", body: bodyMatching({ approvedBy: { id: UserId.make("u-boss"), name: "Boss" }, rejectionReason: "wrong wood" }) }
        ]
      })
  })

  it("given an admin's edit of a completed transfer, then its date and notes change and its history says from what to what", async () => {
    await spec
      .given(
        created("t1", "TR-2026-0001"),
        approved("t1"),
        transfer(TransferCompleted.make({ transferId: TransferId.make("t1"), completedBy: person, completedAt: at(2), notifyUserId: null })),
        transfer(
          TransferEdited.make({
            transferId: TransferId.make("t1"),
            editedBy: { id: UserId.make("u-admin"), name: "Admin" },
            editedAt: at(3),
            from: { transferDate: at(0), notes: "for the kiln" },
            to: { transferDate: at(0), notes: "truck 7" }
          })
        )
      )
      .then({
        transfers: [
          {
            id: "t1",
            body: bodyMatching({
              notes: "truck 7",
              history: [
                expect.objectContaining({ action: "CREATED" }),
                expect.objectContaining({ action: "APPROVED" }),
                expect.objectContaining({ action: "COMPLETED" }),
                { action: "EDITED", at: at(3), by: { id: "u-admin", name: "Admin" }, details: "Notes: for the kiln → truck 7" }
              ]
            })
          }
        ]
      })
  })

  it("given two transfers, then each keeps its own place in the log (the list shows the newest first)", async () => {
    await spec.given(created("t1", "TR-2026-0001"), created("t2", "TR-2026-0002"), approved("t1")).then({
      transfers: [
        { id: "t1", status: "APPROVED", log_position: 1 },
        { id: "t2", status: "PENDING", log_position: 2 }
      ]
    })
  })
})
