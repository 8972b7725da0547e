import { Box, Card, CardContent, Checkbox, Stack, Typography } from "@mui/material"
import type { Asset } from "@timber/contracts"
import type { ReactNode } from "react"
import { formatDate, tzsWhole } from "../../../../lib/format"
import { wrapAnywhere } from "../../../../ui/OverflowText"
import { AssetStatusChip } from "../../../../ui/AssetStatusChip"
import { shortDescription } from "../asset-description"
import { AssetThumbnail } from "./AssetThumbnail"

/** An asset on a phone: the table's row as a card, its actions along the bottom, a box to pick it for labels. */
export const AssetCard = ({
  asset,
  selected,
  onSelect,
  actions
}: {
  asset: Asset
  selected: boolean
  onSelect: (selected: boolean) => void
  actions: ReactNode
}) => {
  const description = shortDescription(asset.description)
  return (
    <Card variant="outlined" component="article" aria-label={`Asset ${asset.assetTag}`}>
      <CardContent sx={{ pb: "12px !important" }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }}>
          <AssetThumbnail asset={asset} size={56} />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between" }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {asset.assetTag}
              </Typography>
              <AssetStatusChip status={asset.status} />
            </Stack>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3, ...wrapAnywhere }}>
              {asset.name}
            </Typography>
            {description && (
              <Typography variant="body2" color="text.secondary" sx={wrapAnywhere}>
                {description}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {[asset.category?.name, asset.brand].filter(Boolean).join(" · ") || "—"}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {tzsWhole(asset.purchasePrice)} · {formatDate(asset.purchaseDate)}
            </Typography>
            {asset.nextMaintenanceDue && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                Next maintenance {formatDate(asset.nextMaintenanceDue)}
              </Typography>
            )}
          </Box>
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ mt: 1, alignItems: "center" }}>
          <Checkbox
            size="small"
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            slotProps={{ input: { "aria-label": `Select ${asset.assetTag} for labels` } }}
          />
          <Box sx={{ flexGrow: 1 }} />
          {actions}
        </Stack>
      </CardContent>
    </Card>
  )
}
