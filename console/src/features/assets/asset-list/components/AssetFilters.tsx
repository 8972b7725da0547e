import SearchIcon from "@mui/icons-material/Search"
import { InputAdornment, MenuItem, Stack, TextField } from "@mui/material"
import type { AssetCategory, AssetStatus } from "@timber/contracts"
import { ASSET_STATUS_LABELS } from "../../../../ui/AssetStatusChip"

/** The filters as the user picked them ("" for all); the search text is the server page's own. */
export interface AssetChoices {
  readonly status: AssetStatus | ""
  readonly categoryId: string
  readonly notSeenSince: string
}

const STATUSES = Object.keys(ASSET_STATUS_LABELS) as AssetStatus[]

/** Search, Status and Category (each category with its count of assets, section 2), and a stocktake's Not seen since. */
export const AssetFilters = ({
  filter,
  search,
  categories,
  onChange,
  onSearch
}: {
  filter: AssetChoices
  search: string
  categories: ReadonlyArray<AssetCategory>
  onChange: (next: AssetChoices) => void
  onSearch: (text: string) => void
}) => (
  <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ p: 2 }}>
    <TextField
      size="small"
      label="Search assets"
      placeholder="Tag, name, brand, model or serial number"
      value={search}
      onChange={(e) => onSearch(e.target.value)}
      sx={{ flexGrow: 1 }}
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          )
        }
      }}
    />
    <TextField
      select
      size="small"
      label="Status"
      value={filter.status}
      onChange={(e) => onChange({ ...filter, status: e.target.value as AssetStatus | "" })}
      sx={{ minWidth: { md: 180 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">All Statuses</MenuItem>
      {STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {ASSET_STATUS_LABELS[s]}
        </MenuItem>
      ))}
    </TextField>
    <TextField
      select
      size="small"
      label="Category"
      value={filter.categoryId}
      onChange={(e) => onChange({ ...filter, categoryId: e.target.value })}
      sx={{ minWidth: { md: 220 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">All Categories</MenuItem>
      {categories.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name} ({c._count.assets})
        </MenuItem>
      ))}
    </TextField>
    <TextField
      type="date"
      size="small"
      label="Not seen since"
      helperText="Not counted in a stocktake since this day"
      value={filter.notSeenSince}
      onChange={(e) => onChange({ ...filter, notSeenSince: e.target.value })}
      sx={{ minWidth: { md: 180 } }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  </Stack>
)
