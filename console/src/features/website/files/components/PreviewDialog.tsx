import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material"
import { WebsiteFilesMessages, type FileView } from "@timber/contracts"
import { isImage } from "./file-kind"

/** A file's large preview (section 2): the image, or 'Preview not available for this file type'; Copy URL, Download, Close. */
export const PreviewDialog = ({ file, onCopy, onClose }: { file: FileView | null; onCopy: (file: FileView) => void; onClose: () => void }) => (
  <Dialog open={file !== null} onClose={onClose} maxWidth="md" fullWidth>
    {file && (
      <>
        <DialogTitle sx={{ wordBreak: "break-all" }}>{file.name}</DialogTitle>
        <DialogContent>
          {isImage(file.mimeType) ? (
            <Box
              component="img"
              src={file.url}
              alt={file.name}
              sx={{ display: "block", maxWidth: "100%", maxHeight: "70vh", mx: "auto", objectFit: "contain" }}
            />
          ) : (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: "center" }}>
              {WebsiteFilesMessages.previewUnavailable}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onCopy(file)}>Copy URL</Button>
          <Button component="a" href={file.url} download={file.name}>
            Download
          </Button>
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        </DialogActions>
      </>
    )}
  </Dialog>
)
