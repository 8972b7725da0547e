import { describe, expect, it } from "vitest"
import type { UserProfile } from "./dto"
import { recipientLabel, toRecipient } from "./recipient"

const profile = (names: Pick<UserProfile, "firstName" | "lastName">): UserProfile => ({
  id: "u-1",
  email: "someone@timber.works",
  role: "USER",
  full_name: `${names.firstName} ${names.lastName}`.trim(),
  ...names,
  user_metadata: { full_name: `${names.firstName} ${names.lastName}`.trim() },
  may_approve: false
})

describe("a user as a recipient picker shows them", () => {
  it("given a named user, then the picker gets the name and no e-mail, and labels them by the name", () => {
    const recipient = toRecipient(profile({ firstName: "Amina", lastName: "Juma" }))
    expect(recipient).toEqual({ id: "u-1", firstName: "Amina", lastName: "Juma", user_metadata: { full_name: "Amina Juma" } })
    expect(recipientLabel(recipient)).toBe("Amina Juma")
  })

  it("given a user with no name at all, then the e-mail is given, since the label has nothing else to show", () => {
    const recipient = toRecipient(profile({ firstName: " ", lastName: "" }))
    expect(recipient.email).toBe("someone@timber.works")
    expect(recipientLabel(recipient)).toBe("someone@timber.works")
  })
})
