import { Box, Button, Stack, Typography } from "@mui/material"
import DeleteIcon from "@mui/icons-material/Delete"
import ImageIcon from "@mui/icons-material/Image"
import PhotoCameraIcon from "@mui/icons-material/PhotoCamera"
import { useEffect, useMemo, useRef, useState } from "react"
import { useSignedInImageSrc } from "../../../../api/queries/avatar"
import { IMAGE_ACCEPT, imageFileProblem } from "../../../../lib/image-file"
import type { WoodTypeImageChange } from "./wood-type-image"

interface Props {
  /** The stored picture's address, null without one. */
  readonly imageUrl: string | null
  readonly change: WoodTypeImageChange
  readonly onChange: (change: WoodTypeImageChange) => void
  readonly disabled?: boolean
}

/** The wood type's picture in the add/edit dialog: shows the stored or chosen one, chooses, replaces or removes it (saved with the dialog). */
export const WoodTypeImageField = ({ imageUrl, change, onChange, disabled }: Props) => {
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const stored = useSignedInImageSrc(change.kind === "keep" ? imageUrl : null)
  const chosen = useMemo(() => (change.kind === "replace" ? URL.createObjectURL(change.file) : null), [change])
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen) : undefined), [chosen])
  const shown = chosen ?? stored
  const hasImage = change.kind === "replace" || (change.kind === "keep" && imageUrl !== null)

  const choose = (file: File | undefined) => {
    if (!file) return
    const fileProblem = imageFileProblem(file)
    setProblem(fileProblem)
    if (!fileProblem) onChange({ kind: "replace", file })
  }

  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
      <Box
        sx={{
          width: 160,
          height: 120,
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
        {shown ? (
          <Box component="img" src={shown} alt="Wood type image" sx={{ width: "100%", height: "100%", objectFit: "cover" }} />
        ) : (
          <ImageIcon sx={{ fontSize: 40, color: "text.disabled" }} aria-label={hasImage ? "Loading image" : "No image"} />
        )}
      </Box>
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <input
          ref={input}
          type="file"
          hidden
          accept={IMAGE_ACCEPT}
          aria-label="Wood type image file"
          onChange={(e) => {
            choose(e.target.files?.[0])
            e.target.value = ""
          }}
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
          <Button variant="outlined" size="small" startIcon={<PhotoCameraIcon />} disabled={disabled} onClick={() => input.current?.click()}>
            {hasImage ? "Replace Image" : "Upload Image"}
          </Button>
          {hasImage && (
            <Button
              variant="text"
              size="small"
              color="error"
              startIcon={<DeleteIcon />}
              disabled={disabled}
              onClick={() => {
                setProblem(null)
                onChange(imageUrl === null ? { kind: "keep" } : { kind: "remove" })
              }}
            >
              Remove Image
            </Button>
          )}
        </Stack>
        <Typography variant="caption" color={problem ? "error" : "text.secondary"} role={problem ? "alert" : undefined}>
          {problem ??
            (change.kind === "remove" ? "The image is removed when you save." : "PNG, JPEG or WebP, at most 2 MB. It is resized and saved with the wood type.")}
        </Typography>
      </Stack>
    </Stack>
  )
}
