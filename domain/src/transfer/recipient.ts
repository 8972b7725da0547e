import { TransferMessages, ValidationError } from "@timber/contracts"
import { Effect } from "effect"
import type { UserState } from "../user/decider"

/** A user to be told about a transfer (the form's notify user, the Notify dialog's user) is an active user; anyone else is refused in words. */
export const transferRecipient = (user: UserState): Effect.Effect<void, ValidationError> =>
  user._tag === "Registered" && user.isActive ? Effect.void : Effect.fail(new ValidationError({ message: TransferMessages.recipientUnknown }))
