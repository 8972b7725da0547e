import { SignUpMessages } from "@timber/contracts/website/messages"
import { describe, expect, it } from "vitest"
import { wrapSlide } from "./carousel-timing"
import { failureMessage, signUpReducer, type SignUpState } from "./sign-up-state"

describe("the sign-up form's states (spec section 4)", () => {
  it("idle -> loading -> success with the thank-you; a second submit while loading or after success does nothing; reset brings idle", () => {
    const loading = signUpReducer({ status: "idle" }, { type: "SUBMIT" })
    expect(loading).toEqual({ status: "loading" })
    expect(signUpReducer(loading, { type: "SUBMIT" })).toBe(loading)
    const success = signUpReducer(loading, { type: "DONE" })
    expect(success).toEqual({ status: "success", message: "Thank you! You have been added to our mailing list." })
    expect(signUpReducer(success, { type: "SUBMIT" })).toBe(success)
    expect(signUpReducer(success, { type: "RESET" })).toEqual({ status: "idle" })
  })

  it("a failure shows its sentence and may be retried at once; a late answer after a reset changes nothing", () => {
    const error: SignUpState = signUpReducer({ status: "loading" }, { type: "FAILED", message: SignUpMessages.failure })
    expect(error).toEqual({ status: "error", message: "Failed to subscribe. Please try again." })
    expect(signUpReducer(error, { type: "SUBMIT" })).toEqual({ status: "loading" })
    expect(signUpReducer({ status: "idle" }, { type: "DONE" })).toEqual({ status: "idle" })
  })

  it("a 429 shows the server's sentence; any other refusal the spec's", async () => {
    const limited = new Response(JSON.stringify({ error: "TooManyRequests", message: "Too many sign-ups. Try again in 60 seconds." }), { status: 429 })
    expect(await failureMessage(limited)).toBe("Too many sign-ups. Try again in 60 seconds.")
    expect(await failureMessage(new Response("{}", { status: 429 }))).toBe(SignUpMessages.failure)
    expect(await failureMessage(new Response(JSON.stringify({ message: "internal detail" }), { status: 500 }))).toBe(SignUpMessages.failure)
  })

  it("the carousel wraps at both ends", () => {
    expect(wrapSlide(4, 1, 5)).toBe(0)
    expect(wrapSlide(0, -1, 5)).toBe(4)
    expect(wrapSlide(2, 1, 5)).toBe(3)
    expect(wrapSlide(0, 1, 0)).toBe(0)
  })
})
