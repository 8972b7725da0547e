import QrCodeScannerIcon from "@mui/icons-material/QrCodeScanner"
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from "@mui/material"
import { normalizeAssetTag, StocktakeMessages, type Stocktake } from "@timber/contracts"
import { Suspense, useMemo, useState } from "react"
import { useToastMutation } from "../../../../api/use-toast-mutation"
import { ConfirmDialog } from "../../../../ui/ConfirmDialog"
import { PrintLabelsButton } from "../../labels/PrintLabelsButton"
import { ScanQrDialog } from "../../qr/ScanQrButton"
import { useCancelStocktake, useFinishStocktake, useRefreshStocktakes, useRegister } from "../api/stocktakes"
import { useScannedTags } from "../scanned-tags"
import { countOf, finishBody } from "../stocktake-count"
import { CountList } from "./CountList"

/** An open count: scan or type tags, watch Found, Missing and Unexpected fill, then Finish (or Cancel). */
export function CountView({ stocktake, onClosed }: { readonly stocktake: Stocktake; readonly onClosed: () => void }) {
  const refresh = useRefreshStocktakes()
  const { tags, add, clear } = useScannedTags(stocktake.id)
  const register = useRegister(stocktake.location, tags)
  const [typed, setTyped] = useState("")
  const [scanning, setScanning] = useState(false)
  const [confirm, setConfirm] = useState<"finish" | "cancel" | null>(null)
  const finish = useFinishStocktake()
  const cancel = useCancelStocktake()
  const runFinish = useToastMutation(finish)
  const runCancel = useToastMutation(cancel)
  const count = useMemo(() => countOf(stocktake.location, register.data, tags), [stocktake.location, register.data, tags])
  const last = tags[tags.length - 1]
  const foundAssets = useMemo(() => {
    const seen = new Set([...count.found, ...count.elsewhere].map((a) => a.id))
    return register.data.filter((a) => seen.has(a.id))
  }, [count, register.data])

  const addTyped = () => {
    const tag = normalizeAssetTag(typed)
    if (tag) add(tag)
    setTyped("")
  }
  const closed = () => {
    clear()
    onClosed()
    void refresh()
  }

  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Counting at {stocktake.location}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Scan each asset's QR code or type its tag. Nothing is recorded until you finish.
          </Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
            <TextField
              label="Asset tag"
              size="small"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") addTyped()
              }}
            />
            <Button variant="outlined" onClick={addTyped} disabled={!typed.trim()}>
              Add Tag
            </Button>
            <Button variant="outlined" startIcon={<QrCodeScannerIcon />} onClick={() => setScanning(true)}>
              Scan QR Code
            </Button>
          </Stack>
          {last ? (
            <Alert severity="info" sx={{ mt: 2 }} role="status">
              Counted {last}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
        <CountList title="Found" empty="Nothing counted yet" items={count.found.map((a) => ({ key: a.id, primary: a.assetTag, secondary: a.name }))} />
        <CountList
          title="Missing"
          empty="Every expected asset is found"
          items={count.missing.map((a) => ({ key: a.id, primary: a.assetTag, secondary: a.name }))}
        />
        <CountList
          title="Unexpected"
          empty="Nothing unexpected"
          items={[
            ...count.elsewhere.map((a) => ({ key: a.id, primary: a.assetTag, secondary: `${a.name} · registered at ${a.location ?? "no location"}` })),
            ...count.unknownTags.map((tag) => ({ key: tag, primary: tag, secondary: "No asset has this tag" }))
          ]}
        />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap" }}>
        {/* a counter who finds an asset with a worn or missing label prints a new one on the spot */}
        <PrintLabelsButton assets={foundAssets} />
        <Button variant="contained" disabled={finish.isPending || register.isPending} onClick={() => setConfirm("finish")}>
          Finish Stocktake
        </Button>
        <Button color="error" disabled={cancel.isPending} onClick={() => setConfirm("cancel")}>
          Cancel Stocktake
        </Button>
      </Stack>
      {scanning ? (
        <Suspense fallback={null}>
          <ScanQrDialog
            open
            onClose={() => setScanning(false)}
            onAsset={({ tag }) => {
              add(normalizeAssetTag(tag))
              setScanning(false)
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === "finish" ? "Finish Stocktake" : "Cancel Stocktake"}
        message={
          confirm === "finish"
            ? `Finish the count at ${stocktake.location}? ${count.found.length + count.elsewhere.length} found, ${count.missing.length} missing.`
            : "Cancel this stocktake? The tags counted so far are discarded."
        }
        confirmLabel={confirm === "finish" ? "Finish" : "Cancel Stocktake"}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const id = stocktake.id
          setConfirm(null)
          if (confirm === "finish")
            runFinish({ id, body: finishBody(count) }, { success: StocktakeMessages.finished, failure: StocktakeMessages.failed, then: closed })
          else runCancel(id, { success: StocktakeMessages.cancelled, failure: StocktakeMessages.failed, then: closed })
        }}
      />
    </Stack>
  )
}
