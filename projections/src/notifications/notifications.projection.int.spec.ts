import { NotificationDeleted, NotificationEvent, NotificationId, NotificationRaised, NotificationRead, UserId } from "@timber/contracts"
import { it } from "vitest"
import { at, describeProjection, eventsOf } from "../testing/projection-spec"
import { notificationsProjection } from "./notifications.projection"

const notification = eventsOf(NotificationEvent)
const raised = (notificationId: string) =>
  notification(
    NotificationRaised.make({
      notificationId: NotificationId.make(notificationId),
      userId: UserId.make("u-1"),
      type: "approval_request",
      title: "Approval needed",
      message: "WS-1 wastes 36 %",
      linkUrl: "/approvals"
    })
  )

describeProjection(notificationsProjection, (spec) => {
  it("given a notification raised, then its user has it unread", async () => {
    await spec.given(raised("n-1")).then({
      notifications: [
        {
          id: "n-1",
          user_id: "u-1",
          type: "approval_request",
          title: "Approval needed",
          message: "WS-1 wastes 36 %",
          link_url: "/approvals",
          is_read: false,
          created_at: at(0)
        }
      ]
    })
  })

  it("given a direct message, then it keeps its sender; a notification stored before senders were recorded decodes with none", async () => {
    const message = notification(
      NotificationRaised.make({
        notificationId: NotificationId.make("n-2"),
        userId: UserId.make("u-1"),
        type: "DIRECT_MESSAGE",
        title: "Kiln 2",
        message: "Readings due at 14:00",
        linkUrl: null,
        sender: { id: UserId.make("u-2"), name: "Amina Tester" }
      })
    )
    // as it was stored before: no sender key at all
    const { sender: _none, ...before } = raised("n-1").data as Record<string, unknown>
    await spec.given({ ...raised("n-1"), data: before }, message).then({
      notifications: [
        { id: "n-1", sender_id: null, sender_name: null },
        { id: "n-2", sender_id: "u-2", sender_name: "Amina Tester" }
      ]
    })
  })

  it("given it read, then it is read", async () => {
    await spec
      .given(raised("n-1"), notification(NotificationRead.make({ notificationId: NotificationId.make("n-1"), userId: UserId.make("u-1") })))
      .then({ notifications: [{ id: "n-1", is_read: true }] })
  })

  it("given one of two deleted, then only the other is left", async () => {
    await spec
      .given(raised("n-1"), raised("n-2"), notification(NotificationDeleted.make({ notificationId: NotificationId.make("n-1"), userId: UserId.make("u-1") })))
      .then({ notifications: [{ id: "n-2", is_read: false }] })
  })

  it("given the same notification raised twice (a redelivered reaction), then it is there once, as first raised", async () => {
    await spec
      .given(raised("n-1"), notification(NotificationRead.make({ notificationId: NotificationId.make("n-1"), userId: UserId.make("u-1") })), raised("n-1"))
      .then({ notifications: [{ id: "n-1", is_read: true, created_at: at(0) }] })
  })
})
