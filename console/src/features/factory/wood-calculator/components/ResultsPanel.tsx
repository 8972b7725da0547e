import { Alert, Box, Button, Card, CardContent, CardHeader, Divider, Stack, Typography } from "@mui/material"
import ContentCopyIcon from "@mui/icons-material/ContentCopy"
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf"
import SaveIcon from "@mui/icons-material/Save"
import { sheetLines, type CalculationSheet } from "../report/calculation-sheet"

/** Said over results whose inputs changed after Calculate. */
export const STALE_RESULTS_MESSAGE = "The plank details changed after Calculate. Press Calculate to update these results."

/**
 * The Results panel with Copy Details, Save Calculation and Download Report. Results of
 * inputs that have changed since are marked stale, dimmed, and can be neither copied,
 * saved nor reported until the user calculates again.
 */
export const ResultsPanel = ({
  sheet,
  stale,
  saveDisabled,
  onCopy,
  onSave,
  onDownload
}: {
  sheet: CalculationSheet | null
  stale: boolean
  saveDisabled: boolean
  onCopy: () => void
  onSave: () => void
  onDownload: () => void
}) => (
  <Card sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
    <CardHeader title="Results" slotProps={{ title: { variant: "h6", component: "h2" } }} />
    <CardContent sx={{ pt: 0, flexGrow: 1 }}>
      {sheet === null ? (
        <Typography color="text.secondary">Enter the plank details and press Calculate.</Typography>
      ) : (
        <>
          {stale && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {STALE_RESULTS_MESSAGE}
            </Alert>
          )}
          <Stack divider={<Divider flexItem />} aria-label="Calculation results" sx={{ opacity: stale ? 0.45 : 1 }}>
            {sheetLines(sheet)
              .slice(2)
              .map(([label, value]) => (
                <Box key={label} sx={{ display: "flex", justifyContent: "space-between", py: 1, gap: 2 }}>
                  <Typography color="text.secondary">{label}</Typography>
                  <Typography sx={{ fontWeight: 700, textAlign: "right" }}>{value}</Typography>
                </Box>
              ))}
          </Stack>
        </>
      )}
    </CardContent>
    <Stack direction="row" sx={{ p: 2, pt: 0, flexWrap: "wrap", gap: 1, "& .MuiButton-root": { whiteSpace: "nowrap" } }}>
      <Button variant="outlined" startIcon={<ContentCopyIcon />} disabled={sheet === null || stale} onClick={onCopy}>
        Copy Details
      </Button>
      <Button variant="contained" startIcon={<SaveIcon />} disabled={saveDisabled || stale} onClick={onSave}>
        Save Calculation
      </Button>
      <Button variant="outlined" color="secondary" startIcon={<PictureAsPdfIcon />} disabled={sheet === null || stale} onClick={onDownload}>
        Download Report
      </Button>
    </Stack>
  </Card>
)
