import { Box } from "@mui/material"
import ImageIcon from "@mui/icons-material/Image"

/** A picture in a fixed frame, or the image icon while there is none (or it is still loading). */
export const PictureFrame = ({
  src,
  alt,
  width,
  height,
  fit,
  missingLabel
}: {
  src: string | null
  alt: string
  width: number
  height: number
  fit: "contain" | "cover"
  missingLabel?: string
}) => (
  <Box
    sx={{
      width,
      height,
      flexShrink: 0,
      borderRadius: 1,
      border: 1,
      borderColor: "divider",
      bgcolor: "#f8fafc",
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      overflow: "hidden"
    }}
  >
    {src ? (
      <Box component="img" src={src} alt={alt} sx={{ width: "100%", height: "100%", objectFit: fit }} />
    ) : (
      <ImageIcon sx={{ fontSize: Math.min(48, width / 2), color: "text.disabled" }} aria-label={missingLabel} aria-hidden={missingLabel ? undefined : true} />
    )}
  </Box>
)
