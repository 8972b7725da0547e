import type { UserProfile, UserRecipient } from "./dto"

/** A chooser's entry, whichever answer it came in. */
export type UserChoice = UserProfile | UserRecipient

/** Whether the chooser got the whole profile (role, e-mail, who may approve). */
export const isWholeProfile = (choice: UserChoice): choice is UserProfile => "role" in choice

/** The one label of a user in a chooser (spec section 2): first and last name, else the full name, else the e-mail. */
export const recipientLabel = (choice: Pick<UserChoice, "firstName" | "lastName" | "user_metadata" | "email">): string =>
  `${choice.firstName} ${choice.lastName}`.trim() || choice.user_metadata.full_name.trim() || (choice.email ?? "")

/** The recipient view of a profile: the name, and the e-mail only when there is no name to show. */
export const toRecipient = (profile: UserProfile): UserRecipient => {
  const named = { id: profile.id, firstName: profile.firstName, lastName: profile.lastName, user_metadata: profile.user_metadata }
  return recipientLabel({ ...named, email: "" }) === "" ? { ...named, email: profile.email } : named
}
