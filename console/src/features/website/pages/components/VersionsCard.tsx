import HistoryIcon from "@mui/icons-material/History"
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography
} from "@mui/material"
import { type WebsitePageVersion, type WebsitePageVersionSummary } from "@timber/contracts"
import { useSnackbar } from "notistack"
import { useState } from "react"
import { formatDateTime } from "../../../../lib/format"
import { fetchVersion, useVersions } from "../api/pages"
import { editorContentOf } from "../editor-content"

const kindOf = (v: WebsitePageVersionSummary) => (v.kind === "created" ? "Created" : v.kind === "restored" ? `Restored version ${v.restoredFrom}` : "Saved")

/**
 * The page's earlier versions: who saved each and when; Show opens one, Restore
 * makes its content the newest version (for an editor who may change the page).
 */
export function VersionsCard({
  pageId,
  mayRestore,
  onRestore
}: {
  readonly pageId: string | null
  readonly mayRestore: boolean
  readonly onRestore: (version: number) => void
}) {
  const { enqueueSnackbar } = useSnackbar()
  const versions = useVersions(pageId)
  const [shown, setShown] = useState<WebsitePageVersion | null>(null)
  const show = (version: number) =>
    pageId &&
    fetchVersion(pageId, version)
      .then(setShown)
      .catch(() => enqueueSnackbar("Failed to load that version", { variant: "error" }))
  const content = shown ? editorContentOf(shown.content) : null

  return (
    <Card component="section" aria-labelledby="versions-title">
      <CardHeader
        avatar={<HistoryIcon color="action" />}
        title="Versions"
        subheader="Every save is kept"
        slotProps={{ title: { variant: "h6", component: "h2", id: "versions-title" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {pageId === null ? (
          <Typography color="text.secondary">No versions yet: the first save creates the page.</Typography>
        ) : versions.isPending ? (
          <Typography color="text.secondary">Loading...</Typography>
        ) : (
          <List dense disablePadding>
            {(versions.data ?? []).map((v, i) => (
              <ListItem
                key={v.version}
                disableGutters
                divider
                secondaryAction={
                  <Stack direction="row" spacing={1}>
                    <Button size="small" onClick={() => show(v.version)} aria-label={`Show version ${v.version}`}>
                      Show
                    </Button>
                    {mayRestore && i > 0 ? (
                      <Button size="small" variant="outlined" onClick={() => onRestore(v.version)} aria-label={`Restore version ${v.version}`}>
                        Restore
                      </Button>
                    ) : null}
                  </Stack>
                }
              >
                <ListItemText
                  sx={{ pr: 18 }}
                  primary={`Version ${v.version}${i === 0 ? " (current)" : ""} · ${kindOf(v)}`}
                  secondary={`${v.savedBy} · ${formatDateTime(v.savedAt)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <Dialog open={shown !== null} onClose={() => setShown(null)} fullWidth maxWidth="sm" aria-labelledby="version-title">
        <DialogTitle id="version-title">{shown ? `Version ${shown.version}` : ""}</DialogTitle>
        <DialogContent dividers>
          {shown && content ? (
            <Stack spacing={1}>
              <Typography variant="body2" color="text.secondary">
                {`${kindOf(shown)} by ${shown.savedBy} on ${formatDateTime(shown.savedAt)}`}
              </Typography>
              <Typography variant="h6" component="p">
                {content.mainTitle}{" "}
                <Box component="span" sx={{ color: "secondary.main" }}>
                  {content.highlightedWord}
                </Box>
              </Typography>
              <Typography>{content.subtitle}</Typography>
              <Typography variant="body2">{`Phone: ${content.phone} · E-mail: ${content.email} · Logo: ${content.logoUrl}`}</Typography>
              <Typography variant="body2">{`${content.carouselImages.length} carousel image(s)`}</Typography>
              <Box sx={{ display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: 1 }}>
                {content.carouselImages.map((image, i) => (
                  <Box
                    key={i}
                    component="img"
                    src={image.src}
                    alt={image.alt || image.title || `Image ${i + 1}`}
                    sx={{ width: "100%", aspectRatio: "1", objectFit: "cover", borderRadius: 1 }}
                  />
                ))}
              </Box>
            </Stack>
          ) : null}
        </DialogContent>
        <DialogActions>
          {shown && mayRestore && versions.data && versions.data[0]?.version !== shown.version ? (
            <Button
              variant="contained"
              onClick={() => {
                onRestore(shown.version)
                setShown(null)
              }}
            >
              Restore this version
            </Button>
          ) : null}
          <Button onClick={() => setShown(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Card>
  )
}
