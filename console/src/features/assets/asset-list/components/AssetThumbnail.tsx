import HandymanIcon from "@mui/icons-material/Handyman"
import { Avatar } from "@mui/material"
import type { Asset } from "@timber/contracts"
import { useAssetImageSrc } from "../../asset-image/asset-image-src"

/** The row's picture; an asset without one shows a tool icon in its place. */
export const AssetThumbnail = ({ asset, size = 40 }: { asset: Pick<Asset, "imageUrl" | "name">; size?: number }) => {
  const src = useAssetImageSrc(asset.imageUrl)
  return (
    <Avatar variant="rounded" src={src ?? undefined} alt={asset.name} sx={{ width: size, height: size, bgcolor: "grey.200", color: "grey.600" }}>
      <HandymanIcon fontSize="small" />
    </Avatar>
  )
}
