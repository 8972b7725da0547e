import { Alert, Box, Button, Card, CardContent, CardHeader, Divider, Stack, Typography } from "@mui/material"
import ContentCopyIcon from "@mui/icons-material/ContentCopy"
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf"
import SaveIcon from "@mui/icons-material/Save"
import { sheetLines, type CalculationSheet } from "../report/calculation-sheet"

/** Said over results whose inputs changed after Calculate. */
export const STALE_RESULTS_MESSAGE = "The plank details changed after Calculate. Press Calculate to update these results."
/** Said while there is nothing to save, copy or report yet; the buttons point to it. */
export const CALCULATE_FIRST = "Enter the plank details and press Calculate."

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
}) => {
  // a disabled action says why: nothing calculated yet, or results of other inputs
  const why = sheet === null ? "results-empty" : stale ? "results-stale" : undefined
  return (
    <Card sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
      <CardHeader title="Results" slotProps={{ title: { variant: "h6", component: "h2" } }} />
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>
        {sheet === null ? (
          <Typography id="results-empty" color="text.secondary">
            {CALCULATE_FIRST}
          </Typography>
        ) : (
          <>
            {stale && (
              <Alert id="results-stale" severity="warning" sx={{ mb: 1 }}>
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
        <Button variant="outlined" startIcon={<ContentCopyIcon />} disabled={sheet === null || stale} onClick={onCopy} aria-describedby={why}>
          Copy Details
        </Button>
        <Button variant="contained" startIcon={<SaveIcon />} disabled={sheet === null || saveDisabled || stale} onClick={onSave} aria-describedby={why}>
          Save Calculation
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<PictureAsPdfIcon />}
          disabled={sheet === null || stale}
          onClick={onDownload}
          aria-describedby={why}
        >
          Download Report
        </Button>
      </Stack>
    </Card>
  )
}
