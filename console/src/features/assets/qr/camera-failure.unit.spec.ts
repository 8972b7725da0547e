import { AssetMessages } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { cameraFailureMessage } from "./camera-failure"

describe("the scanner's camera messages (spec section 8)", () => {
  it("no camera at all is 'No camera found…'", () => {
    expect(cameraFailureMessage(new DOMException("Requested device not found", "NotFoundError"))).toBe(AssetMessages.noCamera)
  })
  it("a camera that won't start (permission denied, busy) is 'Failed to start camera…'", () => {
    expect(cameraFailureMessage(new DOMException("Permission denied", "NotAllowedError"))).toBe(AssetMessages.cameraFailed)
    expect(cameraFailureMessage(new DOMException("Could not start video source", "NotReadableError"))).toBe(AssetMessages.cameraFailed)
  })
})
