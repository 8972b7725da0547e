import {
  TransferEvent,
  TransferId,
  UserEvent,
  UserDeactivated,
  UserRegistered,
  WarehouseEvent,
  WarehouseId,
  WarehouseUsersAssigned,
  WoodTypeId,
  UserId
} from "@timber/contracts"
import { transferStream, userStream, warehouseStream } from "@timber/domain"
import { describe, it } from "vitest"
import { ADMIN, notificationRaised } from "./testing/fixtures"
import { eventsOf, processSpec } from "./testing/process-spec"
import { transferNotificationsProcess } from "./transfer-notifications.process"

const spec = processSpec(transferNotificationsProcess)
const transfer = eventsOf(TransferEvent)
const user = eventsOf(UserEvent)
const warehouse = eventsOf(WarehouseEvent)

const T1 = TransferId.make("t1")
const STREAM = transferStream(T1)
const LINK = "/dashboard/factory/wood-transfer?transfer=t1"
const registered = (id: string, role: string, userId = UserId.make(id)) =>
  user(
    userStream(userId),
    UserRegistered.make({ userId, email: `${userId}@timber.test`, firstName: userId, lastName: "", role, isActive: true, permissions: null }),
    { by: ADMIN }
  )
const assigned = (warehouseId: string, ...userIds: string[]) =>
  warehouse(
    warehouseStream(WarehouseId.make(warehouseId)),
    WarehouseUsersAssigned.make({ warehouseId: WarehouseId.make(warehouseId), userIds: userIds.map((id) => UserId.make(id)) }),
    { by: ADMIN }
  )
const people = [
  registered("u-clerk", "MANAGER"),
  registered("u-boss", "MANAGER"),
  registered("u-admin", "ADMIN"),
  registered("u-loader", "USER"),
  registered("u-receiver", "USER")
]
const yards = [assigned("w1", "u-loader", "u-clerk"), assigned("w2", "u-receiver")]
const created = (notifyUserId: UserId | null = null) =>
  transfer(STREAM, {
    _tag: "TransferCreated",
    transferId: T1,
    transferNumber: "TR-2026-0001",
    fromWarehouse: { id: WarehouseId.make("w1"), name: "Main Yard", code: "WH-1" },
    toWarehouse: { id: WarehouseId.make("w2"), name: "Kiln Site", code: "WH-2" },
    transferDate: "2026-11-28T08:00:00.000Z",
    notes: null,
    items: [{ itemId: "i1", woodTypeId: WoodTypeId.make("wt"), woodTypeName: "Mvule", thickness: '1"', quantity: 30, woodStatus: "DRIED", remarks: null }],
    createdBy: { id: UserId.make("u-clerk"), name: "Asha" },
    createdAt: "2026-11-28T08:00:00.000Z",
    notifyUserId
  })
const approved = transfer(STREAM, {
  _tag: "TransferApproved",
  transferId: T1,
  approvedBy: { id: UserId.make("u-boss"), name: "Boss" },
  approvedAt: "2026-11-28T09:00:00.000Z"
})
const told = (userId: string, type: string, title: string, message: string) => notificationRaised(userId, { type, title, message, linkUrl: LINK })

describe("transfer notifications", () => {
  it("when a transfer is created, then those who may approve it hear TRANSFER_PENDING, the source warehouse's users and the named user TRANSFER_CREATED, never the creator", async () => {
    await spec
      .given(...people, ...yards, registered("u-named", "USER"))
      .when(created(UserId.make("u-named")))
      .then(
        told(
          "u-boss",
          "TRANSFER_PENDING",
          "Transfer awaiting approval",
          "TR-2026-0001: 30 pieces from Main Yard to Kiln Site, created by Asha, awaits your approval"
        ),
        told(
          "u-admin",
          "TRANSFER_PENDING",
          "Transfer awaiting approval",
          "TR-2026-0001: 30 pieces from Main Yard to Kiln Site, created by Asha, awaits your approval"
        ),
        told("u-loader", "TRANSFER_CREATED", "Transfer created", "TR-2026-0001: 30 pieces from Main Yard to Kiln Site, created by Asha"),
        told("u-named", "TRANSFER_CREATED", "Transfer created", "TR-2026-0001: 30 pieces from Main Yard to Kiln Site, created by Asha")
      )
  })

  it("given an approver deactivated, when a transfer is created, then they are not told", async () => {
    await spec
      .given(
        registered("u-clerk", "MANAGER"),
        registered("u-boss", "MANAGER"),
        user(userStream(UserId.make("u-boss")), UserDeactivated.make({ userId: UserId.make("u-boss"), changedBy: UserId.make("u-admin") }), { by: ADMIN })
      )
      .when(created())
      .thenNothing()
  })

  it("when a transfer is approved, then its creator hears TRANSFER_APPROVED and the destination's users TRANSFER_IN_TRANSIT", async () => {
    await spec
      .given(...people, ...yards, created())
      .when(approved)
      .then(
        told("u-clerk", "TRANSFER_APPROVED", "Transfer approved", "TR-2026-0001 (Main Yard to Kiln Site) was approved by Boss"),
        told("u-receiver", "TRANSFER_IN_TRANSIT", "Transfer in transit", "TR-2026-0001: 30 pieces from Main Yard to Kiln Site are on their way")
      )
  })

  it("when a transfer is rejected, then its creator hears TRANSFER_REJECTED with the reason", async () => {
    await spec
      .given(...people, ...yards, created())
      .when(
        transfer(STREAM, {
          _tag: "TransferRejected",
          transferId: T1,
          rejectedBy: { id: UserId.make("u-boss"), name: "Boss" },
          rejectedAt: "2026-11-28T09:00:00.000Z",
          rejectionReason: "Wrong thickness"
        })
      )
      .then(told("u-clerk", "TRANSFER_REJECTED", "Transfer rejected", "TR-2026-0001 (Main Yard to Kiln Site) was rejected by Boss: Wrong thickness"))
  })

  it("when a transfer is received, then the destination's users and the user named on completion hear TRANSFER_COMPLETED, not the receiver", async () => {
    await spec
      .given(...people, ...yards, created(), approved)
      .when(
        transfer(STREAM, {
          _tag: "TransferCompleted",
          transferId: T1,
          completedBy: { id: UserId.make("u-clerk"), name: "Asha" },
          completedAt: "2026-11-28T12:00:00.000Z",
          notifyUserId: UserId.make("u-admin")
        })
      )
      .then(
        told("u-receiver", "TRANSFER_COMPLETED", "Transfer completed", "TR-2026-0001: 30 pieces from Main Yard to Kiln Site were received by Asha"),
        told("u-admin", "TRANSFER_COMPLETED", "Transfer completed", "TR-2026-0001: 30 pieces from Main Yard to Kiln Site were received by Asha")
      )
  })

  it("when an admin notifies a user about a completed transfer, then that user is told, with a link to it", async () => {
    await spec
      .given(...people, created(), approved)
      .when(
        transfer(STREAM, {
          _tag: "TransferRecipientNotified",
          transferId: T1,
          userId: UserId.make("u-loader"),
          sentBy: { id: UserId.make("u-admin"), name: "Admin" },
          sentAt: "2026-11-29T08:00:00.000Z"
        })
      )
      .then(told("u-loader", "TRANSFER_COMPLETED", "Transfer completed", "TR-2026-0001: 30 pieces from Main Yard to Kiln Site were received (sent by Admin)"))
  })

  it("when the creation is delivered twice (a restart before the checkpoint), then nobody is told twice", async () => {
    await spec
      .given(...people, ...yards)
      .when(created())
      .thenRedeliveryRepeatsNothing()
  })
})
