import { MenuItem, TableCell, TableSortLabel, TextField } from "@mui/material"
import type { WebsiteFileSort } from "@timber/contracts"

/** The grid field each server sort is asked by: the list view's columns (contracts' WEBSITE_FILE_SORTS, newest first when none). */
export const FILE_SORT_FIELDS = { name: "name", type: "type", size: "size" } as const satisfies Record<string, WebsiteFileSort>
type SortField = keyof typeof FILE_SORT_FIELDS
type Direction = "asc" | "desc"

/** The order asked of the server; null: newest first. */
export type FileSort = { readonly field: SortField; readonly direction: Direction } | null

const LABELS: Readonly<Record<SortField, string>> = { name: "Name", type: "Type", size: "Size" }
const NEWEST_FIRST = "newest"

/** A list-view column heading that sorts its column on the server; asked again, it turns the order round. */
export const SortHeading = ({ field, sort, onSort }: { field: SortField; sort: FileSort; onSort: (sort: FileSort) => void }) => {
  const direction = sort?.field === field ? sort.direction : null
  return (
    <TableCell sortDirection={direction ?? false}>
      <TableSortLabel
        active={direction !== null}
        direction={direction ?? "asc"}
        onClick={() => onSort({ field, direction: direction === "asc" ? "desc" : "asc" })}
      >
        {LABELS[field]}
      </TableSortLabel>
    </TableCell>
  )
}

/** The grid view has no headings: the same sorts as a Sort by choice. */
export const SortBySelect = ({ sort, onSort }: { sort: FileSort; onSort: (sort: FileSort) => void }) => (
  <TextField
    select
    size="small"
    label="Sort by"
    value={sort ? `${sort.field}:${sort.direction}` : NEWEST_FIRST}
    onChange={(e) => {
      const [field, direction] = e.target.value.split(":") as [SortField, Direction]
      onSort(e.target.value === NEWEST_FIRST ? null : { field, direction })
    }}
    sx={{ minWidth: 150 }}
  >
    <MenuItem value={NEWEST_FIRST}>Newest first</MenuItem>
    {(Object.keys(LABELS) as SortField[]).flatMap((field) => [
      <MenuItem key={`${field}:asc`} value={`${field}:asc`}>
        {LABELS[field]} ↑
      </MenuItem>,
      <MenuItem key={`${field}:desc`} value={`${field}:desc`}>
        {LABELS[field]} ↓
      </MenuItem>
    ])}
  </TextField>
)
