import { AuthMessages } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { signInMessage } from "./login-message"

describe("sign-in page messages (spec section 8 'Login')", () => {
  it("maps credential failures, unknown accounts and the rest", () => {
    expect(signInMessage("Invalid credentials: the email or password is wrong")).toBe("Invalid email or password. Please try again.")
    expect(signInMessage("User not found")).toBe("No account found with this email address.")
    expect(signInMessage("Your account is locked after too many failed sign-in attempts. Ask an administrator to unlock it.")).toBe(
      "Your account is locked after too many failed sign-in attempts. Ask an administrator to unlock it."
    )
    expect(signInMessage(AuthMessages.tooManyAttempts(3))).toBe("Too many sign-in attempts. Try again in 3 minutes.")
    expect(signInMessage(undefined)).toBe("Failed to login. Please try again.")
  })
})
