import DownloadIcon from "@mui/icons-material/Download"
import { Alert, Box, Button, IconButton, LinearProgress, Stack, Tooltip, Typography } from "@mui/material"
import type { GridColDef } from "@mui/x-data-grid"
import { BackupMessages, type Backup, type BackupRun } from "@timber/contracts"
import { useSnackbar } from "notistack"
import { useEffect, useRef } from "react"
import { errorToastText } from "../../../../api/api-error"
import { useToastMutation } from "../../../../api/use-toast-mutation"
import { fileSize, formatDateTime } from "../../../../lib/format"
import { CatalogueGrid } from "../../../../ui/CatalogueGrid"
import { ListNotice } from "../../../../ui/ListNotice"
import { downloadBackup, useBackUpNow, useBackups } from "./backups-api"

/** The run's progress: a bar with what it copies and how far it is; a failure in words. */
const RunProgress = ({ run }: { run: BackupRun }) => {
  if (run.state === "failed") return <Alert severity="error">{run.failure ?? BackupMessages.failed("")}</Alert>
  if (run.state !== "running") return null
  const percent = Math.round(run.progress * 100)
  return (
    <Box role="status" aria-label="Backup progress">
      <LinearProgress variant="determinate" value={percent} aria-label="Backup progress" sx={{ height: 8, borderRadius: 1 }} />
      <Typography variant="caption" color="text.secondary">
        {run.step ?? "Backing up"}: {percent}%
      </Typography>
    </Box>
  )
}

/** Tells once when the run being watched ends: the list already holds the new backup then. */
const useRunEndToast = (run: BackupRun | undefined) => {
  const { enqueueSnackbar } = useSnackbar()
  const watched = useRef<string | null>(null)
  useEffect(() => {
    if (!run) return
    if (run.state === "running") watched.current = run.startedAt
    else if (watched.current !== null && watched.current === run.startedAt) {
      watched.current = null
      if (run.state === "succeeded") enqueueSnackbar(BackupMessages.finished, { variant: "success" })
      if (run.state === "failed") enqueueSnackbar(run.failure ?? BackupMessages.failed(""), { variant: "error" })
    }
  }, [run, enqueueSnackbar])
}

/**
 * The backups in the backups folder, newest first, with their size and the log position they hold,
 * each downloadable; "Back up now" starts one in the background and the bar follows it.
 */
export const BackupsCard = () => {
  const backups = useBackups()
  const backUpNow = useBackUpNow()
  const start = useToastMutation(backUpNow)
  const { enqueueSnackbar } = useSnackbar()
  const run = backups.data?.run
  useRunEndToast(run)
  const running = run?.state === "running" || backUpNow.isPending
  const columns: ReadonlyArray<GridColDef<Backup & { id: string }>> = [
    { field: "takenAt", headerName: "Taken", flex: 1, minWidth: 160, valueFormatter: (value: string) => formatDateTime(value) },
    { field: "sizeBytes", headerName: "Size", width: 120, valueFormatter: (value: number) => fileSize(value) },
    { field: "position", headerName: "Position", width: 140 },
    { field: "events", headerName: "Events", width: 110, type: "number" },
    {
      field: "download",
      headerName: "",
      width: 70,
      sortable: false,
      renderCell: ({ row }) => (
        <Tooltip title={`Download ${row.name}`}>
          <IconButton
            aria-label={`Download ${row.name}`}
            onClick={() =>
              void downloadBackup(row).catch((error: unknown) => enqueueSnackbar(errorToastText(error, BackupMessages.notFound), { variant: "error" }))
            }
          >
            <DownloadIcon />
          </IconButton>
        </Tooltip>
      )
    }
  ]
  return (
    <Box sx={{ mt: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", justifyContent: "space-between", mb: 2 }}>
        <Box>
          <Typography variant="h6" component="h2">
            Backups
          </Typography>
          {backups.data && (
            <Typography variant="caption" color="text.secondary">
              Kept in {backups.data.directory}
            </Typography>
          )}
        </Box>
        <Button
          variant="contained"
          disabled={running || !backups.data}
          onClick={() => start(undefined, { success: BackupMessages.started, failure: BackupMessages.failed("the server did not start it") })}
        >
          {running ? "Backing up..." : "Back up now"}
        </Button>
      </Stack>
      <Stack spacing={2}>
        {run && <RunProgress run={run} />}
        <CatalogueGrid
          rows={(backups.data?.backups ?? []).map((b) => ({ ...b, id: b.name }))}
          columns={columns}
          loading={backups.isLoading}
          failure={backups.isError ? errorToastText(backups.error, BackupMessages.loadFailed) : null}
          empty={<ListNotice hint={BackupMessages.empty} />}
        />
      </Stack>
    </Box>
  )
}
