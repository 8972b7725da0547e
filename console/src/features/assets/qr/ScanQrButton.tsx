import QrCodeScannerIcon from "@mui/icons-material/QrCodeScanner"
import { Button } from "@mui/material"
import { lazy, Suspense, useState } from "react"
import { useNavigate } from "react-router-dom"

// the scanner library loads only when someone scans
export const ScanQrDialog = lazy(() => import("./ScanQrDialog").then((m) => ({ default: m.ScanQrDialog })))

/** 'Scan QR Code' (asset list): opens the scanner; an asset's code opens its detail page. */
export function ScanQrButton() {
  const [open, setOpen] = useState(false)
  const navigate = useNavigate()
  return (
    <>
      <Button variant="outlined" startIcon={<QrCodeScannerIcon />} onClick={() => setOpen(true)}>
        Scan QR Code
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ScanQrDialog
            open
            onClose={() => setOpen(false)}
            onAsset={({ id }) => {
              setOpen(false)
              void navigate(`/dashboard/assets/${id}`)
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
