import SearchIcon from "@mui/icons-material/Search"
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  InputAdornment,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography
} from "@mui/material"
import type { DryingProcess } from "@timber/contracts"
import { useState } from "react"
import { formatDateTime } from "../../../../lib/format"
import { usePhone } from "../../../../ui/use-phone"
import { humidity, thicknessText } from "../batch-figures"
import { completedBatches, DEFAULT_SORT, finalHumidity, nextSort, type CompletedSort, type CompletedSortKey } from "../completed-list"

const COLUMNS: ReadonlyArray<{ key: CompletedSortKey; label: string }> = [
  { key: "batchNumber", label: "Batch" },
  { key: "woodType", label: "Wood Type" },
  { key: "completedDate", label: "Completed" },
  { key: "finalHumidity", label: "Final Humidity" }
]

/** Completed drying (spec section 2.3): searchable by batch number or wood type, sortable; a table on desktop, cards on a phone. */
export const CompletedList = ({ processes, onDetails }: { processes: ReadonlyArray<DryingProcess>; onDetails: (batch: DryingProcess) => void }) => {
  const phone = usePhone()
  const [search, setSearch] = useState("")
  const [sort, setSort] = useState<CompletedSort>(DEFAULT_SORT)
  const shown = completedBatches(processes, search, sort)
  const details = (batch: DryingProcess) => (
    <Button size="small" onClick={() => onDetails(batch)} aria-label={`View Details of ${batch.batchNumber}`}>
      View Details
    </Button>
  )
  return (
    <Box component="section" aria-labelledby="completed-drying-heading">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" }, justifyContent: "space-between", mb: 2 }}>
        <Typography variant="h6" component="h2" id="completed-drying-heading">
          Completed Drying ({shown.length})
        </Typography>
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            label="Search batch or wood type"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                )
              }
            }}
          />
          {phone && (
            <TextField
              select
              size="small"
              label="Sort by"
              value={`${sort.key}:${sort.direction}`}
              onChange={(e) => {
                const [key, direction] = e.target.value.split(":") as [CompletedSortKey, "asc" | "desc"]
                setSort({ key, direction })
              }}
              sx={{ minWidth: 150 }}
            >
              {COLUMNS.flatMap((c) => [
                <MenuItem key={`${c.key}:asc`} value={`${c.key}:asc`}>
                  {c.label} ↑
                </MenuItem>,
                <MenuItem key={`${c.key}:desc`} value={`${c.key}:desc`}>
                  {c.label} ↓
                </MenuItem>
              ])}
            </TextField>
          )}
        </Stack>
      </Stack>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{search.trim() ? "No completed batch matches the search" : "No completed drying processes yet"}</Typography>
      ) : phone ? (
        <Stack spacing={1.5}>
          {shown.map((batch) => (
            <Card key={batch.id} variant="outlined" data-testid="completed-card">
              <CardContent sx={{ pb: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{batch.batchNumber}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {batch.woodType?.name ?? "N/A"} · {batch.pieceCount} pcs · {thicknessText(batch.thickness)}
                </Typography>
                <Typography variant="body2">
                  Completed {formatDateTime(batch.endTime)} · Final humidity {humidity(finalHumidity(batch))}
                </Typography>
              </CardContent>
              <CardActions>{details(batch)}</CardActions>
            </Card>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Completed drying processes">
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell key={c.key} sortDirection={sort.key === c.key ? sort.direction : false}>
                    <TableSortLabel
                      active={sort.key === c.key}
                      direction={sort.key === c.key ? sort.direction : "asc"}
                      onClick={() => setSort(nextSort(sort, c.key))}
                    >
                      {c.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
                <TableCell align="right">Pieces</TableCell>
                <TableCell>Thickness</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((batch) => (
                <TableRow key={batch.id} hover>
                  <TableCell>{batch.batchNumber}</TableCell>
                  <TableCell>{batch.woodType?.name ?? "N/A"}</TableCell>
                  <TableCell>{formatDateTime(batch.endTime)}</TableCell>
                  <TableCell>{humidity(finalHumidity(batch))}</TableCell>
                  <TableCell align="right">{batch.pieceCount}</TableCell>
                  <TableCell>{thicknessText(batch.thickness)}</TableCell>
                  <TableCell align="right">{details(batch)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  )
}
