import { Avatar } from "@mui/material"
import ForestIcon from "@mui/icons-material/Forest"
import type { WoodType } from "@timber/contracts"
import { useSignedInImageSrc } from "../../../../api/queries/avatar"

/** The wood type's picture in the table, or a tree where it has none. */
export const WoodTypeThumbnail = ({ woodType }: { woodType: Pick<WoodType, "name" | "image_url"> }) => {
  const src = useSignedInImageSrc(woodType.image_url)
  return (
    <Avatar
      variant="rounded"
      src={src ?? undefined}
      alt={woodType.image_url ? `${woodType.name} image` : undefined}
      sx={{ width: 44, height: 44, my: 0.5, bgcolor: "#e2e8f0", color: "text.secondary" }}
    >
      <ForestIcon fontSize="small" aria-hidden />
    </Avatar>
  )
}
