import { Box, LinearProgress, Paper, Stack, Typography } from "@mui/material"

export interface UploadRow {
  readonly key: string
  readonly name: string
  readonly progress: number
  readonly status: "uploading" | "done" | "failed"
}

/** One bar per file of the last upload, labelled by the file's name. */
export const UploadProgress = ({ rows }: { rows: ReadonlyArray<UploadRow> }) =>
  rows.length === 0 ? null : (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Upload progress">
      <Stack spacing={1.5}>
        {rows.map((row) => (
          <Box key={row.key}>
            <Stack direction="row" sx={{ justifyContent: "space-between", gap: 2 }}>
              <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
                {row.name}
              </Typography>
              <Typography variant="body2" color={row.status === "failed" ? "error" : "text.secondary"}>
                {row.status === "failed" ? "Failed" : `${Math.round(row.progress * 100)}%`}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={Math.round(row.progress * 100)}
              color={row.status === "failed" ? "error" : row.status === "done" ? "success" : "primary"}
              aria-label={`Upload of ${row.name}`}
            />
          </Box>
        ))}
      </Stack>
    </Paper>
  )
