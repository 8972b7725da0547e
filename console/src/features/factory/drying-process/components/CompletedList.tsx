import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  Typography
} from "@mui/material"
import type { DryingBatch } from "@timber/contracts"
import { formatDateTime } from "../../../../lib/format"
import { countLabel } from "../../../../ui/count-label"
import { SearchField } from "../../../../ui/SearchField"
import { usePhone } from "../../../../ui/use-phone"
import { COMPLETED_SORT_FIELDS, type CompletedDrying } from "../api/drying"
import { humidity, thicknessText } from "../batch-figures"
import { finalHumidity } from "../completed-list"

/** The server's order when none is asked: the newest batch first. */
const NEWEST_FIRST = "newest"
type Direction = "asc" | "desc"
type SortField = keyof typeof COMPLETED_SORT_FIELDS

/** The table's sortable headings, in column order (the phone's Sort by offers the same). */
const SORTABLE: ReadonlyArray<{ readonly field: SortField; readonly label: string; readonly align?: "right" }> = [
  { field: "batchNumber", label: "Batch" },
  { field: "woodType", label: "Wood Type" },
  { field: "endTime", label: "Completed" }
]
const SORTABLE_AFTER_HUMIDITY: ReadonlyArray<{ readonly field: SortField; readonly label: string; readonly align?: "right" }> = [
  { field: "pieceCount", label: "Pieces", align: "right" },
  { field: "thickness", label: "Thickness" }
]

/**
 * Completed drying (spec section 2.3), a page at a time from the server: searched
 * by batch number or wood type and sorted by any column but Final Humidity on the server, newest
 * batch first by default; a table on desktop, cards on a phone.
 */
export const CompletedList = ({ page, onDetails }: { page: CompletedDrying; onDetails: (batch: DryingBatch) => void }) => {
  const phone = usePhone()
  const { rows, total, count, search, setSearch, grid } = page
  const sorted = grid.sortModel[0]
  const sortOf = (field: SortField): Direction | null => (sorted?.field === field ? (sorted.sort ?? null) : null)
  const sortBy = (field: SortField, direction: Direction | null) => grid.onSortModelChange(direction === null ? [] : [{ field, sort: direction }])
  const heading = ({ field, label, align }: { readonly field: SortField; readonly label: string; readonly align?: "right" }) => {
    const direction = sortOf(field)
    return (
      <TableCell key={field} align={align} sortDirection={direction ?? false}>
        <TableSortLabel active={direction !== null} direction={direction ?? "asc"} onClick={() => sortBy(field, direction === "asc" ? "desc" : "asc")}>
          {label}
        </TableSortLabel>
      </TableCell>
    )
  }
  const details = (batch: DryingBatch) => (
    <Button size="small" onClick={() => onDetails(batch)} aria-label={`View Details of ${batch.batchNumber}`}>
      View Details
    </Button>
  )
  const pager = (
    <TablePagination
      component="div"
      count={total}
      page={grid.paginationModel.page}
      rowsPerPage={grid.paginationModel.pageSize}
      rowsPerPageOptions={[...grid.pageSizeOptions]}
      onPageChange={(_, next) => grid.onPaginationModelChange({ ...grid.paginationModel, page: next })}
      onRowsPerPageChange={(e) => grid.onPaginationModelChange({ page: 0, pageSize: Number(e.target.value) })}
    />
  )
  return (
    <Box component="section" aria-labelledby="completed-drying-heading">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" }, justifyContent: "space-between", mb: 2 }}>
        <Typography variant="h6" component="h2" id="completed-drying-heading">
          {countLabel("Completed Drying", count)}
        </Typography>
        <Stack direction="row" spacing={1}>
          <SearchField label="Search batch or wood type" value={search} onChange={setSearch} />
          {phone && (
            <TextField
              select
              size="small"
              label="Sort by"
              value={sorted?.sort ? `${sorted.field}:${sorted.sort}` : NEWEST_FIRST}
              onChange={(e) => {
                const [field, direction] = e.target.value.split(":") as [SortField, Direction]
                sortBy(field, e.target.value === NEWEST_FIRST ? null : direction)
              }}
              sx={{ minWidth: 150 }}
            >
              <MenuItem value={NEWEST_FIRST}>Newest first</MenuItem>
              {[...SORTABLE, ...SORTABLE_AFTER_HUMIDITY].flatMap(({ field, label }) => [
                <MenuItem key={`${field}:asc`} value={`${field}:asc`}>
                  {label} ↑
                </MenuItem>,
                <MenuItem key={`${field}:desc`} value={`${field}:desc`}>
                  {label} ↓
                </MenuItem>
              ])}
            </TextField>
          )}
        </Stack>
      </Stack>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{search.trim() ? "No completed batch matches the search" : "No completed drying processes yet"}</Typography>
      ) : phone ? (
        <Stack spacing={1.5}>
          {rows.map((batch) => (
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
          {pager}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Completed drying processes">
            <TableHead>
              <TableRow>
                {SORTABLE.map(heading)}
                <TableCell>Final Humidity</TableCell>
                {SORTABLE_AFTER_HUMIDITY.map(heading)}
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((batch) => (
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
          {pager}
        </TableContainer>
      )}
    </Box>
  )
}
