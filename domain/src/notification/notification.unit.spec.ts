import { NotificationMessages, type NotificationCommand, type NotificationEvent, NotificationId, UserId } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { DeciderSpec } from "../testing/decider-spec"
import { expectAggregateAgreesWithMachine } from "../testing/machine-agreement"
import { NotificationDecider, notificationStream } from "./decider"
import { notificationLifecycle, type NotificationLifecycleEvent } from "./lifecycle.machine"

const spec = DeciderSpec(NotificationDecider)
const raise: NotificationCommand = {
  _tag: "RaiseNotification",
  notificationId: NotificationId.make("n1"),
  userId: UserId.make("u1"),
  type: "APPROVAL_REQUESTED",
  title: "Approval needed",
  message: "WoodCalculator request",
  linkUrl: "/dashboard/management/approvals"
}
const raised: NotificationEvent = { ...raise, _tag: "NotificationRaised", sender: null }
const read: NotificationEvent = { _tag: "NotificationRead", notificationId: NotificationId.make("n1"), userId: UserId.make("u1") }

const withdraw: NotificationCommand = { _tag: "WithdrawNotification", notificationId: NotificationId.make("n1"), reason: "The request was approved" }
const withdrawn: NotificationEvent = {
  _tag: "NotificationWithdrawn",
  notificationId: NotificationId.make("n1"),
  userId: UserId.make("u1"),
  reason: "The request was approved"
}

describe("notification", () => {
  it("given an unread or a read notification, when the process that raised it withdraws it (what it asked is settled), then it is withdrawn for its user, gone for good", () => {
    spec.given([raised]).when(withdraw).then([withdrawn])
    spec.given([raised, read]).when(withdraw).then([withdrawn])
    spec.given([raised, withdrawn]).when(raise).then([])
  })
  it("given no notification, or one deleted or withdrawn already, when it is withdrawn (a redelivery, a retry), then nothing is recorded", () => {
    spec.given([]).when(withdraw).then([])
    spec.given([raised, withdrawn]).when(withdraw).then([])
    spec
      .given([raised, { _tag: "NotificationDeleted", notificationId: NotificationId.make("n1"), userId: UserId.make("u1") }])
      .when(withdraw)
      .then([])
  })
  it("is raised unread for one user", () => spec.given([]).when(raise).then([raised]))
  it("sent by a person names its sender; raised by a process names none", () => {
    const sender = { id: UserId.make("u2"), name: "Amina Tester" }
    spec
      .given([])
      .when({ ...raise, sender })
      .then([{ ...raised, sender }])
    spec
      .given([])
      .when({ ...raise, sender: null })
      .then([raised])
  })
  it("raised again by a redelivered trigger adds nothing", () => spec.given([raised]).when(raise).then([]))
  it("is marked read by its owner, once", () => {
    spec
      .given([raised])
      .when({ _tag: "MarkNotificationRead", notificationId: NotificationId.make("n1"), actorId: UserId.make("u1") })
      .then([read])
    spec
      .given([raised, read])
      .when({ _tag: "MarkNotificationRead", notificationId: NotificationId.make("n1"), actorId: UserId.make("u1") })
      .then([])
  })
  it("cannot be read or deleted by someone else", () => {
    spec
      .given([raised])
      .when({ _tag: "MarkNotificationRead", notificationId: NotificationId.make("n1"), actorId: UserId.make("u2") })
      .thenError("Forbidden", NotificationMessages.notYours)
    spec
      .given([raised])
      .when({ _tag: "DeleteNotification", notificationId: NotificationId.make("n1"), actorId: UserId.make("u2") })
      .thenError("Forbidden", NotificationMessages.notYours)
  })
  it("is gone for good once deleted", () =>
    spec
      .given([raised, { _tag: "NotificationDeleted", notificationId: NotificationId.make("n1"), userId: UserId.make("u1") }])
      .when({ _tag: "MarkNotificationRead", notificationId: NotificationId.make("n1"), actorId: UserId.make("u1") })
      .thenError("NotFound", NotificationMessages.notFound))

  it("given a notification read by its owner, when the owner deletes it, then the deletion is recorded for that owner", () =>
    spec
      .given([raised, read])
      .when({ _tag: "DeleteNotification", notificationId: NotificationId.make("n1"), actorId: UserId.make("u1") })
      .then([{ _tag: "NotificationDeleted", notificationId: NotificationId.make("n1"), userId: UserId.make("u1") }]))

  it("given no notification, when it is read or deleted, then 'not found' rather than 'not yours'", () => {
    spec
      .given([])
      .when({ _tag: "MarkNotificationRead", notificationId: NotificationId.make("n1"), actorId: UserId.make("u1") })
      .thenError("NotFound", NotificationMessages.notFound)
    spec
      .given([])
      .when({ _tag: "DeleteNotification", notificationId: NotificationId.make("n1"), actorId: UserId.make("u1") })
      .thenError("NotFound", NotificationMessages.notFound)
  })

  it("given an unread notification, when its owner deletes it, then the deletion is recorded for that owner", () =>
    spec
      .given([raised])
      .when({ _tag: "DeleteNotification", notificationId: NotificationId.make("n1"), actorId: UserId.make("u1") })
      .then([{ _tag: "NotificationDeleted", notificationId: NotificationId.make("n1"), userId: UserId.make("u1") }]))

  it("given a deleted notification, when it is deleted or raised again, then 'not found' and nothing new", () => {
    const deleted: NotificationEvent = { _tag: "NotificationDeleted", notificationId: NotificationId.make("n1"), userId: UserId.make("u1") }
    spec
      .given([raised, read, deleted])
      .when({ _tag: "DeleteNotification", notificationId: NotificationId.make("n1"), actorId: UserId.make("u1") })
      .thenError("NotFound", NotificationMessages.notFound)
    spec.given([raised, read, deleted]).when(raise).then([])
  })

  it("a notification's events are kept in the stream Notification-<id>", () => expect(notificationStream(NotificationId.make("n1"))).toBe("Notification-n1"))

  it("a command or event of a kind it does not know is a defect, never silently ignored", () => {
    expect(() => NotificationDecider.decide({ _tag: "Unknown" } as never, fold(NotificationDecider, [raised]))).toThrow("Unhandled case")
    expect(() => NotificationDecider.evolve(fold(NotificationDecider, [raised]), { _tag: "Unknown" } as never)).toThrow("Unhandled case")
  })

  it("agrees with its lifecycle machine on every path", () =>
    expectAggregateAgreesWithMachine({
      machine: notificationLifecycle,
      decider: NotificationDecider,
      events: [{ type: "RAISE" }, { type: "READ" }, { type: "DELETE" }, { type: "WITHDRAW" }] as NotificationLifecycleEvent[],
      commandFor: (e): NotificationCommand => {
        switch (e.type) {
          case "RAISE":
            return raise
          case "READ":
            return { _tag: "MarkNotificationRead", notificationId: NotificationId.make("n1"), actorId: UserId.make("u1") }
          case "DELETE":
            return { _tag: "DeleteNotification", notificationId: NotificationId.make("n1"), actorId: UserId.make("u1") }
          case "WITHDRAW":
            return withdraw
        }
      },
      stateOf: (s) => s.status
    }))
})
