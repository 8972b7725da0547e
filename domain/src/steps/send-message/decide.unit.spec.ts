import { NotificationId, NotificationMessages, NotificationTypes, UserId, type RaiseNotification } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { fold } from "../../decider/decider"
import { NotificationDecider } from "../../notification/decider"
import { StepSpec } from "../../testing/decider-spec"
import { UserDecider } from "../../user/decider"
import { sendMessage } from "./decide"

const spec = StepSpec(sendMessage)
const juma = UserId.make("u-juma")
const jumaIs = (isActive: boolean) =>
  fold(UserDecider, [
    { _tag: "UserRegistered", userId: juma, email: "juma@timber.test", firstName: "Juma", lastName: "K", role: "USER", isActive, permissions: null }
  ])

const kilnCheck: RaiseNotification = {
  _tag: "RaiseNotification",
  notificationId: NotificationId.make("n1"),
  userId: juma,
  type: NotificationTypes.directMessage,
  title: "Kiln 2",
  message: "Please check the door seal",
  linkUrl: null,
  sender: { id: UserId.make("u-asha"), name: "Asha" }
}
const none = NotificationDecider.initialState

describe("sending a direct message", () => {
  it("given an active recipient, when a message is sent, then it is raised in their notifications naming its sender", () =>
    spec
      .given({ notification: none, recipient: jumaIs(true) })
      .when(kilnCheck)
      .then(({ notification }) =>
        expect(notification).toMatchObject([{ _tag: "NotificationRaised", userId: juma, title: "Kiln 2", sender: { name: "Asha" } }])
      ))

  it("given a recipient who is no user, or a deactivated one, then it is not found in the spec's words", () => {
    spec.given({ notification: none, recipient: UserDecider.initialState }).when(kilnCheck).thenError("NotFound", NotificationMessages.recipientUnknown)
    spec
      .given({ notification: none, recipient: jumaIs(false) })
      .when(kilnCheck)
      .thenError("NotFound", NotificationMessages.recipientUnknown)
  })
})
