// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ScanQrDialog } from "./ScanQrDialog"

// the camera fails only after the file's verdict is shown (a slow machine, or no camera at all)
vi.mock("./qr-reader", () => ({
  listCameras: async () => [],
  readQrFromImage: async () => JSON.stringify({ id: "x1", tag: "LOT-1", type: "lot" }),
  scanWithCamera: () => new Promise((_resolve, reject) => setTimeout(() => reject(new DOMException("no camera", "NotFoundError")), 50))
}))

afterEach(cleanup)

describe("the scanner's verdict on a chosen file", () => {
  it("given a camera that fails after a non-asset code was read from a file, then the refusal in the spec's words stays on screen", async () => {
    render(<ScanQrDialog open onClose={() => {}} onAsset={() => {}} />)
    fireEvent.change(screen.getByTestId("scan-qr-file"), { target: { files: [new File(["x"], "lot.png", { type: "image/png" })] } })
    await screen.findByText("Invalid QR code. Please scan an asset QR code.")
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(screen.getByRole("alert").textContent).toBe("Invalid QR code. Please scan an asset QR code.")
  })
})
