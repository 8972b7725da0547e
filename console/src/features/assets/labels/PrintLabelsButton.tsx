import PrintIcon from "@mui/icons-material/Print"
import { Button, Tooltip } from "@mui/material"
import type { Asset } from "@timber/contracts"
import { useState } from "react"
import { useSnackbar } from "notistack"
import { downloadPdf } from "../../../lib/download-pdf"
import { labelSheet, labelSheetFileName } from "./label-sheet"

export const NOTHING_SELECTED_HINT = "Select the assets to print labels for"

/** Print Labels: an A4 PDF sheet of the selected assets' labels (tag, name, QR); pdfmake loads only when asked. */
export function PrintLabelsButton({ assets }: { readonly assets: ReadonlyArray<Asset> }) {
  const [busy, setBusy] = useState(false)
  const { enqueueSnackbar } = useSnackbar()
  const none = assets.length === 0
  const print = async () => {
    setBusy(true)
    try {
      await downloadPdf(labelSheet(assets), labelSheetFileName(assets))
    } catch {
      enqueueSnackbar("Failed to create the label sheet", { variant: "error" })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Tooltip title={none ? NOTHING_SELECTED_HINT : ""}>
      {/* a disabled button fires no events: the span carries the hint */}
      <span>
        <Button variant="outlined" startIcon={<PrintIcon />} disabled={none || busy} onClick={() => void print()}>
          {none ? "Print Labels" : `Print Labels (${assets.length})`}
        </Button>
      </span>
    </Tooltip>
  )
}
