import { describe, expect, it } from "vitest"
import { ApiError, errorToastText, isQuiet404 } from "./api-error"

describe("error toast rule (spec section 8)", () => {
  it("prefers the server's message", () => {
    expect(errorToastText(new ApiError(409, "Conflict", "LOT number L-1 already exists", "/api/management/wood-receipts"), "Failed")).toBe(
      "LOT number L-1 already exists"
    )
  })
  it("falls back to the error field, then the client's message, then 'An error occurred'", () => {
    expect(errorToastText(new ApiError(500, "InternalError", undefined, "/api/x"))).toBe("InternalError")
    expect(errorToastText(new ApiError(0, undefined, undefined, ""), "Failed to lock LOT")).toBe("Failed to lock LOT")
    expect(errorToastText(new ApiError(0, undefined, undefined, ""))).toBe("An error occurred")
  })
  it("suppresses 404s on the paths the spec lists, and only those", () => {
    expect(isQuiet404(new ApiError(404, "NotFound", "x", "/api/management/wood-receipts"))).toBe(true)
    expect(isQuiet404(new ApiError(404, "NotFound", "x", "/api/management/approvals/pending-count"))).toBe(true)
    expect(isQuiet404(new ApiError(404, "NotFound", "x", "/api/factory/wood-types"))).toBe(false)
    expect(isQuiet404(new ApiError(500, "InternalError", "x", "/api/management/wood-receipts"))).toBe(false)
  })
})
