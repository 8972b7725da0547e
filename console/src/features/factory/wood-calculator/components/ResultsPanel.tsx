import { Box, Button, Card, CardContent, CardHeader, Divider, Stack, Typography } from "@mui/material"
import ContentCopyIcon from "@mui/icons-material/ContentCopy"
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf"
import SaveIcon from "@mui/icons-material/Save"
import { sheetLines, type CalculationSheet } from "../report/calculation-sheet"

/** The Results panel with Copy Details, Save Calculation and Download Report. */
export const ResultsPanel = ({
  sheet,
  saving,
  onCopy,
  onSave,
  onDownload
}: {
  sheet: CalculationSheet | null
  saving: boolean
  onCopy: () => void
  onSave: () => void
  onDownload: () => void
}) => (
  <Card sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
    <CardHeader title="Results" slotProps={{ title: { variant: "h6" } }} />
    <CardContent sx={{ pt: 0, flexGrow: 1 }}>
      {sheet === null ? (
        <Typography color="text.secondary">Enter the plank details and press Calculate.</Typography>
      ) : (
        <Stack divider={<Divider flexItem />} aria-label="Calculation results">
          {sheetLines(sheet)
            .slice(2)
            .map(([label, value]) => (
              <Box key={label} sx={{ display: "flex", justifyContent: "space-between", py: 1, gap: 2 }}>
                <Typography color="text.secondary">{label}</Typography>
                <Typography sx={{ fontWeight: 700, textAlign: "right" }}>{value}</Typography>
              </Box>
            ))}
        </Stack>
      )}
    </CardContent>
    <Stack direction="row" sx={{ p: 2, pt: 0, flexWrap: "wrap", gap: 1, "& .MuiButton-root": { whiteSpace: "nowrap" } }}>
      <Button variant="outlined" startIcon={<ContentCopyIcon />} disabled={sheet === null} onClick={onCopy}>
        Copy Details
      </Button>
      <Button variant="contained" startIcon={<SaveIcon />} disabled={saving} onClick={onSave}>
        Save Calculation
      </Button>
      <Button variant="outlined" color="secondary" startIcon={<PictureAsPdfIcon />} disabled={sheet === null} onClick={onDownload}>
        Download Report
      </Button>
    </Stack>
  </Card>
)
