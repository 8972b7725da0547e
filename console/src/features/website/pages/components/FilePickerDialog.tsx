import FolderIcon from "@mui/icons-material/Folder"
import {
  Box,
  Breadcrumbs,
  Button,
  ButtonBase,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography
} from "@mui/material"
import { WebsitePageMessages, type FolderContents } from "@timber/contracts"
import { useSnackbar } from "notistack"
import { useEffect, useState } from "react"
import { fetchFolder } from "../api/files"

/** KB with two decimals, as the picker shows every file (spec sections 2 and 9). */
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`

/**
 * Select Image from Files (spec section 2): the file manager's folders from Root, as breadcrumbs and
 * chips, and the images of the folder shown in a 3-column grid with name and size. Choosing one
 * hands its address to the carousel item.
 */
export function FilePickerDialog({ open, onClose, onPick }: { readonly open: boolean; readonly onClose: () => void; readonly onPick: (url: string) => void }) {
  const { enqueueSnackbar } = useSnackbar()
  const [folderId, setFolderId] = useState<string | null>(null)
  const [contents, setContents] = useState<FolderContents | null>(null)
  const [loading, setLoading] = useState(false)

  useEffect(() => {
    if (!open) return
    let current = true
    setLoading(true)
    fetchFolder(folderId)
      .then((found) => current && setContents(found))
      .catch(() => {
        if (!current) return
        setContents({ items: [], nextCursor: null, total: 0, folders: [], breadcrumb: [] })
        enqueueSnackbar(WebsitePageMessages.filesFailed, { variant: "error" })
      })
      .finally(() => current && setLoading(false))
    return () => {
      current = false
    }
  }, [open, folderId, enqueueSnackbar])

  const images = (contents?.items ?? []).filter((file) => file.mimeType.startsWith("image/"))
  const folders = contents?.folders ?? []
  const close = () => {
    setFolderId(null)
    onClose()
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="file-picker-title">
      <DialogTitle id="file-picker-title">Select Image from Files</DialogTitle>
      <DialogContent dividers>
        <Breadcrumbs aria-label="Folder path" sx={{ mb: 2 }}>
          <Link component="button" type="button" underline="hover" onClick={() => setFolderId(null)}>
            Root
          </Link>
          {(contents?.breadcrumb ?? []).map((crumb) => (
            <Link key={crumb.id} component="button" type="button" underline="hover" onClick={() => setFolderId(crumb.id)}>
              {crumb.name}
            </Link>
          ))}
        </Breadcrumbs>
        {loading ? (
          <Box sx={{ display: "grid", placeItems: "center", py: 4 }}>
            <CircularProgress aria-label="Loading files" />
          </Box>
        ) : folders.length === 0 && images.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
            {WebsitePageMessages.noFiles}
          </Typography>
        ) : (
          <>
            {folders.length > 0 ? (
              <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, mb: 2 }}>
                {folders.map((folder) => (
                  <Chip key={folder.id} icon={<FolderIcon />} label={folder.name} onClick={() => setFolderId(folder.id)} />
                ))}
              </Stack>
            ) : null}
            <Box sx={{ display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: 1.5 }}>
              {images.map((file) => (
                <ButtonBase
                  key={file.id}
                  onClick={() => {
                    onPick(file.url)
                    close()
                  }}
                  aria-label={`Select ${file.name}`}
                  sx={{ display: "block", textAlign: "left", border: 1, borderColor: "divider", borderRadius: 1, overflow: "hidden" }}
                >
                  <Box
                    component="img"
                    src={file.url}
                    alt=""
                    loading="lazy"
                    sx={{ width: "100%", aspectRatio: "4 / 3", objectFit: "cover", display: "block" }}
                  />
                  <Box sx={{ p: 1 }}>
                    <Typography variant="body2" noWrap title={file.name}>
                      {file.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {kilobytes(file.size)}
                    </Typography>
                  </Box>
                </ButtonBase>
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
      </DialogActions>
    </Dialog>
  )
}
