import CloudUploadIcon from "@mui/icons-material/CloudUpload"
import DeleteIcon from "@mui/icons-material/Delete"
import FolderOpenIcon from "@mui/icons-material/FolderOpen"
import { Box, Button, Card, CardContent, IconButton, Stack, TextField, Tooltip, Typography } from "@mui/material"
import { WebsitePageMessages } from "@timber/contracts"
import { useSnackbar } from "notistack"
import { useRef, useState, type ChangeEvent } from "react"
import { uploadImage } from "../api/files"
import type { EditorImage } from "../editor-content"

interface Props {
  readonly index: number
  readonly image: EditorImage
  readonly editable: boolean
  readonly mayUpload: boolean
  readonly onChange: (image: EditorImage) => void
  readonly onDelete: () => void
  readonly onBrowse: () => void
}

/** One carousel item, 'Image n' (spec section 2): preview, Upload New, Browse Files, URL, alt, title, description, delete. */
export function CarouselItemEditor({ index, image, editable, mayUpload, onChange, onDelete, onBrowse }: Props) {
  const { enqueueSnackbar } = useSnackbar()
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const label = `Image ${index + 1}`
  const set = (field: keyof EditorImage) => (event: ChangeEvent<HTMLInputElement>) => onChange({ ...image, [field]: event.target.value })

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ""
    if (!file) return
    // image files only, one file (spec section 5)
    if (!file.type.startsWith("image/")) return void enqueueSnackbar(WebsitePageMessages.uploadFailed, { variant: "error" })
    setUploading(true)
    try {
      const url = await uploadImage(file)
      onChange({ ...image, src: url })
      enqueueSnackbar(WebsitePageMessages.uploaded, { variant: "success" })
    } catch {
      enqueueSnackbar(WebsitePageMessages.uploadFailed, { variant: "error" })
    } finally {
      setUploading(false)
    }
  }

  return (
    <Card variant="outlined" component="section" aria-label={label}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {label}
          </Typography>
          {editable ? (
            <Tooltip title={`Delete ${label}`}>
              <IconButton aria-label={`Delete ${label}`} color="error" onClick={onDelete}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          ) : null}
        </Stack>
        <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
          <Box
            sx={{
              width: { xs: "100%", md: 200 },
              aspectRatio: "1",
              alignSelf: "flex-start",
              flex: "none",
              borderRadius: 1,
              bgcolor: "grey.100",
              overflow: "hidden",
              display: "grid",
              placeItems: "center"
            }}
          >
            {image.src ? (
              <Box component="img" src={image.src} alt={image.alt || `${label} preview`} sx={{ width: "100%", height: "100%", objectFit: "cover" }} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                No image
              </Typography>
            )}
          </Box>
          <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
            {editable ? (
              <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
                {mayUpload ? (
                  <>
                    <Button variant="outlined" startIcon={<CloudUploadIcon />} disabled={uploading} onClick={() => input.current?.click()}>
                      {uploading ? "Uploading..." : "Upload New"}
                    </Button>
                    <input ref={input} type="file" accept="image/*" hidden onChange={upload} aria-label={`Upload a new picture for ${label}`} />
                  </>
                ) : null}
                <Button variant="outlined" startIcon={<FolderOpenIcon />} onClick={onBrowse}>
                  Browse Files
                </Button>
              </Stack>
            ) : null}
            <TextField label="Image URL" value={image.src} onChange={set("src")} disabled={!editable} placeholder="Or paste an image URL" fullWidth />
            <TextField label="Alt text" value={image.alt} onChange={set("alt")} disabled={!editable} fullWidth />
            <TextField label="Title" value={image.title} onChange={set("title")} disabled={!editable} fullWidth />
            <TextField label="Description" value={image.description} onChange={set("description")} disabled={!editable} fullWidth multiline minRows={2} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  )
}
