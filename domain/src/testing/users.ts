import { UserId } from "@timber/contracts"
import { fold } from "../decider/decider"
import { UserDecider } from "../user/decider"

/** Juma (`u1`), an active USER: the user a step names when it assigns or tells someone. */
export const juma = fold(UserDecider, [
  {
    _tag: "UserRegistered",
    userId: UserId.make("u1"),
    email: "juma@example.com",
    firstName: "Juma",
    lastName: "K",
    role: "USER",
    isActive: true,
    permissions: null
  }
])
