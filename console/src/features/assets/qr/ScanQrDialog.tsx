import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from "@mui/material"
import { decodeAssetQr, type AssetQrPayload } from "@timber/contracts"
import { Either } from "effect"
import { useEffect, useState } from "react"
import { cameraFailureMessage, NO_QR_IN_IMAGE } from "./camera-failure"
import { listCameras, readQrFromImage, scanWithCamera, type CameraScan } from "./qr-reader"

type Props = { readonly open: boolean; readonly onClose: () => void; readonly onAsset: (asset: AssetQrPayload) => void }

/**
 * The scanner: the camera (the user picks which when there are several) and "Scan from an image
 * file". Decoding runs in the browser (qr-reader.ts: jsQR, pure JavaScript: the console's CSP needs no
 * change). Only the spec's asset payload opens an asset; anything else shows the section 8 message
 * and the camera keeps scanning.
 */
export function ScanQrDialog({ open, onClose, onAsset }: Props) {
  // the preview element as state, not a ref: the dialog's content mounts in a portal after the first
  // render, and a camera started before it exists plays into an element of ZXing's own, off the page
  const [video, setVideo] = useState<HTMLVideoElement | null>(null)
  // what the last code shown to it was judged, and what the camera says: kept apart, so a camera
  // that fails late (a slow machine) never hides the verdict on a file chosen meanwhile (CI of 2026-11-29)
  const [verdict, setVerdict] = useState<string | null>(null)
  const [cameraError, setCameraError] = useState<string | null>(null)
  const error = verdict ?? cameraError
  const [cameras, setCameras] = useState<ReadonlyArray<MediaDeviceInfo>>([])
  const [cameraId, setCameraId] = useState<string | undefined>(undefined)
  const [starting, setStarting] = useState(false)

  const accept = (text: string) =>
    Either.match(decodeAssetQr(text), {
      onLeft: (message) => setVerdict(message),
      onRight: (payload) => onAsset(payload)
    })

  useEffect(() => {
    if (!open || video === null) return
    let controls: CameraScan | undefined
    let live = true
    setVerdict(null)
    const start = async () => {
      setStarting(true)
      try {
        let last = ""
        const running = await scanWithCamera(video, cameraId, (text) => {
          // the same code stays in view: judge it once, not four times a second
          if (text === last) return
          last = text
          accept(text)
        })
        if (!live) return running.stop()
        controls = running
        setCameraError(null)
        // device names are only given once permission is granted
        const found = await listCameras()
        if (live) setCameras(found)
      } catch (failure) {
        if (live) setCameraError(cameraFailureMessage(failure))
      } finally {
        if (live) setStarting(false)
      }
    }
    void start()
    return () => {
      live = false
      controls?.stop()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restart only when the dialog opens, its preview mounts or the camera changes
  }, [open, cameraId, video])

  const scanFile = async (file: File) => {
    const text = await readQrFromImage(file).catch(() => null)
    if (text === null) setVerdict(NO_QR_IN_IMAGE)
    else accept(text)
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Scan QR Code</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {cameras.length > 1 ? (
            <TextField select label="Camera" value={cameraId ?? cameras[0]?.deviceId ?? ""} onChange={(e) => setCameraId(e.target.value)} size="small">
              {cameras.map((camera, i) => (
                <MenuItem key={camera.deviceId} value={camera.deviceId}>
                  {camera.label || `Camera ${i + 1}`}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <video
            ref={setVideo}
            muted
            playsInline
            aria-label="Camera preview"
            style={{ width: "100%", maxHeight: 360, background: "#0f172a", borderRadius: 4 }}
          />
          {starting ? <Typography variant="body2">Starting camera… allow camera access when the browser asks.</Typography> : null}
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <Button variant="outlined" component="label">
            Scan from an image file
            <input
              hidden
              type="file"
              accept="image/*"
              data-testid="scan-qr-file"
              onChange={(e) => {
                const file = e.target.files?.[0]
                e.target.value = ""
                if (file) void scanFile(file)
              }}
            />
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  )
}
