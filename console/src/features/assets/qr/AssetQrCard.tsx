import DownloadIcon from "@mui/icons-material/Download"
import { Button, Card, CardContent, Stack, Typography } from "@mui/material"
import type { Asset } from "@timber/contracts"
import { useEffect, useState } from "react"
import { assetQrFileName, assetQrPng } from "./asset-qr-image"

/** The asset's QR code card on its detail page, with "Download PNG" (administration spec section 2 "Asset detail"). */
export function AssetQrCard({ asset }: { readonly asset: Asset }) {
  const [png, setPng] = useState<string | null>(null)
  const { id, assetTag } = asset
  useEffect(() => {
    let live = true
    void assetQrPng({ id, assetTag }).then((url) => live && setPng(url))
    return () => {
      live = false
    }
  }, [id, assetTag])
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1} sx={{ alignItems: "center" }}>
          <Typography variant="subtitle2" component="h2">
            QR Code
          </Typography>
          {png ? <img src={png} alt={`QR code of asset ${asset.assetTag}`} width={180} height={180} data-testid="asset-qr" /> : null}
          <Typography variant="body2">{asset.assetTag}</Typography>
          <Button size="small" startIcon={<DownloadIcon />} disabled={!png} component="a" href={png ?? ""} download={assetQrFileName(asset.assetTag)}>
            Download PNG
          </Button>
        </Stack>
      </CardContent>
    </Card>
  )
}
