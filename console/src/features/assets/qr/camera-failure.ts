import { AssetMessages } from "@timber/contracts"

export const NO_QR_IN_IMAGE = "No QR code found in the image"

/**
 * The spec's two camera messages (section 8): no camera at all (or none the browser will name)
 * is 'No camera found…'; a camera that exists but will not start (permission denied, busy) is
 * 'Failed to start camera…'.
 */
export const cameraFailureMessage = (error: unknown): string => {
  const name = error instanceof Error || error instanceof DOMException ? error.name : ""
  return name === "NotFoundError" || name === "OverconstrainedError" || name === "NoCamera" ? AssetMessages.noCamera : AssetMessages.cameraFailed
}
