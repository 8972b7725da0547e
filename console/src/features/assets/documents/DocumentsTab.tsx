import DeleteIcon from "@mui/icons-material/Delete"
import DownloadIcon from "@mui/icons-material/Download"
import ImageIcon from "@mui/icons-material/Image"
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf"
import UploadFileIcon from "@mui/icons-material/UploadFile"
import { Box, Button, Card, CardActions, CardContent, Grid, IconButton, Stack, Tooltip, Typography } from "@mui/material"
import { ASSET_DOCUMENT_KINDS, ASSET_DOCUMENT_MAX_BYTES, AssetDocumentMessages, type Asset, type AssetDocument } from "@timber/contracts"
import { useSnackbar } from "notistack"
import { useRef, useState } from "react"
import { errorToastText } from "../../../api/api-error"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { fileSize, formatDateTime } from "../../../lib/format"
import { useMay } from "../../../lib/write-actions"
import { DeleteDialog } from "../../../ui/DeleteDialog"
import { downloadDocument, useRemoveDocument, useUploadDocument } from "./documents-api"

const ACCEPT = ASSET_DOCUMENT_KINDS.map((k) => k.mime).join(",")

const DocumentCard = ({
  document,
  onDownload,
  onDelete
}: {
  readonly document: AssetDocument
  readonly onDownload: () => void
  readonly onDelete: (() => void) | null
}) => (
  <Card variant="outlined" sx={{ height: "100%", display: "flex", flexDirection: "column" }} data-testid="document-card">
    <CardContent sx={{ flex: 1 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }}>
        {document.documentType === "PDF" ? <PictureAsPdfIcon color="error" aria-hidden /> : <ImageIcon color="primary" aria-hidden />}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: "anywhere" }}>
            {document.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {document.fileName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {document.documentType} · {fileSize(document.size)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Uploaded by {document.uploadedBy} on {formatDateTime(document.uploadedAt)}
          </Typography>
        </Box>
      </Stack>
    </CardContent>
    <CardActions sx={{ justifyContent: "flex-end" }}>
      <Tooltip title="Download">
        <IconButton aria-label={`Download ${document.fileName}`} onClick={onDownload}>
          <DownloadIcon />
        </IconButton>
      </Tooltip>
      {onDelete && (
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete ${document.fileName}`} onClick={onDelete} color="error">
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      )}
    </CardActions>
  </Card>
)

/**
 * The asset detail's Documents tab: a card per document (name, type, size, who
 * uploaded it and when) with download; Upload Document and delete for who may (a USER downloads).
 */
export function DocumentsTab({ asset }: { readonly asset: Asset }) {
  const may = useMay()
  const { enqueueSnackbar } = useSnackbar()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadDocument()
  const remove = useRemoveDocument()
  const uploadWrite = useToastMutation(upload)
  const removeWrite = useToastMutation(remove)
  const [deleting, setDeleting] = useState<AssetDocument | null>(null)

  const chosen = (file: File | undefined) => {
    if (input.current) input.current.value = ""
    if (!file) return
    // the server decides by the bytes; a file over the cap is not sent at all
    if (file.size > ASSET_DOCUMENT_MAX_BYTES) {
      enqueueSnackbar(AssetDocumentMessages.tooLarge, { variant: "error" })
      return
    }
    uploadWrite({ assetId: asset.id, file }, { success: AssetDocumentMessages.uploaded, failure: AssetDocumentMessages.uploadFailed })
  }
  const download = (document: AssetDocument) =>
    downloadDocument(asset.id, document).catch((error: unknown) => enqueueSnackbar(errorToastText(error, AssetDocumentMessages.notFound), { variant: "error" }))

  return (
    <Stack spacing={2}>
      <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
        <Typography variant="h6" component="h2">
          Documents
        </Typography>
        {may("uploadAssetDocument") && (
          <>
            <input ref={input} type="file" accept={ACCEPT} hidden aria-label="Document file" onChange={(e) => chosen(e.target.files?.[0])} />
            <Button variant="contained" startIcon={<UploadFileIcon />} disabled={upload.isPending} onClick={() => input.current?.click()}>
              Upload Document
            </Button>
          </>
        )}
      </Box>
      {asset.documents.length === 0 ? (
        <Typography color="text.secondary">{AssetDocumentMessages.empty}</Typography>
      ) : (
        <Grid container spacing={2}>
          {asset.documents.map((d) => (
            <Grid key={d.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <DocumentCard document={d} onDownload={() => void download(d)} onDelete={may("deleteAssetDocument") ? () => setDeleting(d) : null} />
            </Grid>
          ))}
        </Grid>
      )}
      <DeleteDialog
        target={deleting}
        title="Delete Document"
        question={AssetDocumentMessages.confirmDelete}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onDelete={(document) =>
          removeWrite(
            { assetId: asset.id, version: asset.version, documentId: document.id },
            { success: AssetDocumentMessages.deleted, failure: AssetDocumentMessages.deleteFailed, always: () => setDeleting(null) }
          )
        }
      />
    </Stack>
  )
}
