import {
  ApprovalApproved,
  ApprovalRejected,
  ApprovalRequestId,
  ApprovalWithdrawn,
  LotId,
  NotificationEvent,
  NotificationRaised,
  NotificationWithdrawn,
  SlicingOperationId,
  UserDeactivated,
  UserEvent,
  UserId,
  UserRegistered
} from "@timber/contracts"
import { approvalRequestStream, notificationStream, userStream } from "@timber/domain"
import { describe, it } from "vitest"
import { approvalBellProcess } from "./approval-bell.process"
import { approvalNotificationId } from "./approval-notifications.process"
import { ADMIN, approval, approvalRequested, notificationRaised } from "./testing/fixtures"
import { eventsOf, processSpec } from "./testing/process-spec"

const spec = processSpec(approvalBellProcess)
const user = eventsOf(UserEvent)
const notification = eventsOf(NotificationEvent)

const registered = (id: string, role: string) =>
  user(
    userStream(UserId.make(id)),
    UserRegistered.make({ userId: UserId.make(id), email: `${id}@timber.test`, firstName: id, lastName: "T", role, isActive: true, permissions: null }),
    { by: ADMIN }
  )
/** Two admins, one who left, the manager who submits (MANAGER of the fixtures) and a plain user. */
const staff = [
  registered("u-admin-1", "ADMIN"),
  registered("u-admin-2", "ADMIN"),
  registered("u-admin-gone", "ADMIN"),
  user(userStream(UserId.make("u-admin-gone")), UserDeactivated.make({ userId: UserId.make("u-admin-gone"), changedBy: ADMIN.userId }), { by: ADMIN }),
  registered("u-manager", "MANAGER"),
  registered("u-clerk", "USER")
]

const RECEIPT = ApprovalRequestId.make("request-receipt")
const SLICING = ApprovalRequestId.make("request-slicing")
const receiptRequest = approvalRequested(RECEIPT, {
  type: "WoodReceipt",
  ruleId: null,
  approverId: null,
  subject: { _tag: "LotReceipt", lotId: LotId.make("lot-7"), lotNumber: "LOT-7" }
})
const slicerRequest = approvalRequested(SLICING, {
  type: "WoodSlicer",
  ruleId: "rule-1",
  approverId: UserId.make("u-boss"),
  subject: { _tag: "Operation", operationId: SlicingOperationId.make("op-1"), serialNumber: "WS-7", wastePercentage: 36, woodTypeName: "Mvule" }
})

/** The notification raised for `userId` by the request at `event-<n>` of the log (its ids derive from that event). */
const raisedBy = (n: number, userId: string) => {
  const notificationId = approvalNotificationId(`event-${n}`, userId)
  return notification(
    notificationStream(notificationId),
    NotificationRaised.make({
      notificationId,
      userId: UserId.make(userId),
      type: "APPROVAL_REQUESTED",
      title: "Approval required",
      message: "…",
      linkUrl: "/dashboard/management/approvals",
      sender: null
    })
  )
}
const withdrawnFrom = (n: number, userId: string, reason: string) => {
  const notificationId = approvalNotificationId(`event-${n}`, userId)
  return { [notificationStream(notificationId)]: [NotificationWithdrawn.make({ notificationId, userId: UserId.make(userId), reason })] }
}
const decided = (requestId: ApprovalRequestId, how: "approved" | "rejected" | "withdrawn") =>
  approval(
    approvalRequestStream(requestId),
    how === "approved"
      ? ApprovalApproved.make({ requestId, notes: null })
      : how === "rejected"
        ? ApprovalRejected.make({ requestId, notes: "measure again" })
        : ApprovalWithdrawn.make({ requestId, reason: "revised under every rule" })
  )

const awaiting = {
  type: "APPROVAL_REQUESTED",
  title: "Approval required",
  message: "Receipt LOT-7 awaits your approval",
  linkUrl: "/dashboard/management/approvals"
}

describe("the approval bell (issue 37 item 8)", () => {
  it("given two active admins, one gone, a manager and a user, when a receipt awaits approval, then each active admin is told 'Receipt LOT-7 awaits your approval' with a link to Approvals; nobody else (a receipt is an admin's to decide)", async () => {
    await spec
      .given(...staff)
      .when(receiptRequest)
      .then(notificationRaised("u-admin-1", awaiting), notificationRaised("u-admin-2", awaiting))
  })

  it("when a receipt request is delivered again, then each admin is told once", async () => {
    await spec
      .given(...staff)
      .when(receiptRequest)
      .thenRedeliveryRepeatsNothing()
  })

  it("given a receipt awaiting approval in two admins' bells, when it is approved (by either), then both notifications are withdrawn", async () => {
    // staff are events 1–6, the request event 7
    await spec
      .given(...staff, receiptRequest, raisedBy(7, "u-admin-1"), raisedBy(7, "u-admin-2"))
      .when(decided(RECEIPT, "approved"))
      .then(withdrawnFrom(7, "u-admin-1", "The request was approved"), withdrawnFrom(7, "u-admin-2", "The request was approved"))
  })

  it("given a slicing request whose named approver was told, when it is rejected or withdrawn, then the approver's notification leaves the bell; delivered again, nothing more", async () => {
    await spec
      .given(...staff, slicerRequest, raisedBy(7, "u-boss"))
      .when(decided(SLICING, "rejected"))
      .then(withdrawnFrom(7, "u-boss", "The request was rejected"))
    await spec
      .given(...staff, slicerRequest, raisedBy(7, "u-boss"))
      .when(decided(SLICING, "withdrawn"))
      .then(withdrawnFrom(7, "u-boss", "The request was withdrawn: it no longer needs approval"))
    await spec
      .given(...staff, slicerRequest, raisedBy(7, "u-boss"))
      .when(decided(SLICING, "approved"))
      .thenRedeliveryRepeatsNothing()
  })

  it("given a named approver, when the request is raised, then this process tells nobody (approval-notifications does)", async () => {
    await spec
      .given(...staff)
      .when(slicerRequest)
      .thenNothing()
  })
})
