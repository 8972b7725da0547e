import DescriptionIcon from "@mui/icons-material/Description"
import InsertDriveFileIcon from "@mui/icons-material/InsertDriveFile"
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf"
import { Box } from "@mui/material"
import type { FileView } from "@timber/contracts"
import { isImage } from "./file-kind"

/** A thumbnail for an image (lazy, sized by its box), an icon otherwise. */
export const FileThumb = ({ file, size }: { file: FileView; size: number }) => {
  if (isImage(file.mimeType))
    return (
      <Box component="img" src={file.url} alt="" loading="lazy" sx={{ width: size, height: size, objectFit: "cover", borderRadius: 1, display: "block" }} />
    )
  const Icon = file.mimeType === "application/pdf" ? PictureAsPdfIcon : file.mimeType.startsWith("text/") ? DescriptionIcon : InsertDriveFileIcon
  return <Icon sx={{ fontSize: size * 0.6, color: "text.secondary", width: size, height: size, p: `${size * 0.2}px` }} />
}
