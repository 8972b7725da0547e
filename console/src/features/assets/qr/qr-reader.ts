import jsQR from "jsqr"

/**
 * Reading QR codes in the browser with jsQR (pure JavaScript: the console's CSP needs no change).
 * ZXing (@zxing/browser 0.1.5, library 0.21.3) was here until session 14: it refused about one
 * in five of the product's own QR pictures (the asset card's PNG, EC level M) at its
 * Reed-Solomon check, in the browser and in Node alike; jsQR read every one of a hundred.
 */

/** A picture's longer side is brought down to this before reading: a phone photo reads as well and many times faster. */
const LONGEST_SIDE = 1280
const SCAN_EVERY_MS = 250

const pixelsOf = (source: CanvasImageSource, width: number, height: number, canvas = document.createElement("canvas")) => {
  const scale = Math.min(1, LONGEST_SIDE / Math.max(width, height))
  canvas.width = Math.max(1, Math.round(width * scale))
  canvas.height = Math.max(1, Math.round(height * scale))
  const context = canvas.getContext("2d", { willReadFrequently: true })!
  context.drawImage(source, 0, 0, canvas.width, canvas.height)
  return context.getImageData(0, 0, canvas.width, canvas.height)
}

/** The text of the QR code in a picture, or null when there is none it can read. */
export const readQrFromImage = async (file: Blob): Promise<string | null> => {
  const bitmap = await createImageBitmap(file)
  try {
    const pixels = pixelsOf(bitmap, bitmap.width, bitmap.height)
    return jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: "attemptBoth" })?.data ?? null
  } finally {
    bitmap.close()
  }
}

export interface CameraScan {
  readonly stop: () => void
}

/**
 * Plays a camera (the one chosen, else the one facing away from the user) into the preview and
 * reads its frames four times a second, handing each code's text to `onText`. Rejects with the
 * browser's error when there is no camera or it will not start (camera-failure.ts names them).
 */
export const scanWithCamera = async (video: HTMLVideoElement, deviceId: string | undefined, onText: (text: string) => void): Promise<CameraScan> => {
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException("no camera", "NotFoundError")
  const stream = await navigator.mediaDevices.getUserMedia({
    video: deviceId ? { deviceId: { exact: deviceId } } : { facingMode: "environment" },
    audio: false
  })
  video.srcObject = stream
  await video.play().catch(() => undefined)
  const canvas = document.createElement("canvas")
  const timer = window.setInterval(() => {
    if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return
    const pixels = pixelsOf(video, video.videoWidth, video.videoHeight, canvas)
    const code = jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: "dontInvert" })
    if (code?.data) onText(code.data)
  }, SCAN_EVERY_MS)
  return {
    stop: () => {
      window.clearInterval(timer)
      for (const track of stream.getTracks()) track.stop()
      video.srcObject = null
    }
  }
}

/** The cameras the browser names (their labels only once permission was given). */
export const listCameras = async (): Promise<ReadonlyArray<MediaDeviceInfo>> =>
  (await navigator.mediaDevices.enumerateDevices()).filter((device) => device.kind === "videoinput")
